import { describe, expect, it } from 'vitest';
import { TrackingIdSchema } from './tracking-batch';
import { newTrackingId, readOrCreateTrackingId } from './tracking-id';

const memory = (initial: Record<string, string> = {}) => {
  const values = new Map(Object.entries(initial));
  return { values, getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
};

describe('tracking id (spec point 4, storage key _l54a)', () => {
  it('makes 21 random URL-safe characters the edge accepts', () => {
    const ids = new Set(Array.from({ length: 200 }, newTrackingId));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(TrackingIdSchema.safeParse(id).success).toBe(true);
  });

  it('keeps a new id under _l54a and reads it back on the next page view', () => {
    const storage = memory();
    const id = readOrCreateTrackingId(storage);
    expect(storage.values.get('_l54a')).toBe(id);
    expect(readOrCreateTrackingId(storage)).toBe(id);
  });

  it('replaces a stored value that is not an id', () => {
    const storage = memory({ _l54a: 'short' });
    const id = readOrCreateTrackingId(storage);
    expect(id).toMatch(/^[A-Za-z0-9_-]{21}$/);
    expect(storage.values.get('_l54a')).toBe(id);
  });

  it('still gives an id when storage refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readOrCreateTrackingId(refusing)).toMatch(/^[A-Za-z0-9_-]{21}$/);
    expect(readOrCreateTrackingId(undefined)).toMatch(/^[A-Za-z0-9_-]{21}$/);
  });
});
