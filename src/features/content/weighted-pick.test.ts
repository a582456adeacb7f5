import { describe, expect, it } from 'vitest';
import { weightedPick } from './weighted-pick';

const banners = [
  { id: 'a', weight: 60 },
  { id: 'b', weight: 30 },
  { id: 'c', weight: 10 },
];
const pick = (random: number, items = banners) => weightedPick(items, (item) => item.weight, () => random)?.id;

describe('weightedPick', () => {
  it.each([
    [0, 'a'],
    [0.599, 'a'],
    [0.6, 'b'],
    [0.899, 'b'],
    [0.9, 'c'],
    [0.99999, 'c'],
  ])('random %d picks %s', (random, id) => {
    expect(pick(random)).toBe(id);
  });

  it('never picks a banner of weight zero while others have weight', () => {
    const items = [{ id: 'zero', weight: 0 }, { id: 'one', weight: 1 }, { id: 'none', weight: 0 }];
    for (const random of [0, 0.3, 0.5, 0.9999]) expect(pick(random, items)).toBe('one');
  });

  it('treats negative and non-numeric weights as zero', () => {
    const items = [{ id: 'neg', weight: -5 }, { id: 'nan', weight: Number.NaN }, { id: 'ok', weight: 2 }];
    expect(pick(0, items)).toBe('ok');
  });

  it('picks evenly when every weight is zero', () => {
    const items = [{ id: 'x', weight: 0 }, { id: 'y', weight: 0 }];
    expect([pick(0, items), pick(0.75, items)]).toEqual(['x', 'y']);
  });

  it('gives undefined for no items', () => {
    expect(pick(0.5, [])).toBeUndefined();
  });

  it('follows the weights over many draws', () => {
    let seed = 42;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const counts = { a: 0, b: 0, c: 0 } as Record<string, number>;
    for (let i = 0; i < 10_000; i++) counts[weightedPick(banners, (item) => item.weight, random)!.id]! += 1;
    expect(counts.a! / 10_000).toBeCloseTo(0.6, 1);
    expect(counts.b! / 10_000).toBeCloseTo(0.3, 1);
    expect(counts.c! / 10_000).toBeCloseTo(0.1, 1);
  });
});
