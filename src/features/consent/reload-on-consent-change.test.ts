import { describe, expect, it } from 'vitest';
import { mustReload } from './reload-on-consent-change';

describe('reload on a change of consent', () => {
  it('does not reload for the event every page view fires with the same groups', () => {
    expect(mustReload(['C0001', 'C0002', 'C0003'], ['C0001', 'C0002', 'C0003'])).toBe(false);
  });

  it('reloads when replay consent (C0003) comes or goes', () => {
    expect(mustReload(undefined, ['C0001', 'C0002', 'C0003', 'C0004'])).toBe(true);
    expect(mustReload(['C0001', 'C0003'], ['C0001'])).toBe(true);
  });

  it('reloads when any group is withdrawn, but not when one without scripts to start is granted', () => {
    expect(mustReload(['C0001', 'C0002'], ['C0001'])).toBe(true);
    expect(mustReload(undefined, ['C0001'])).toBe(false);
    expect(mustReload(['C0001'], ['C0001', 'C0002'])).toBe(false);
  });
});
