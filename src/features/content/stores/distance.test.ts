import { describe, expect, it } from 'vitest';
import { byDistance, centreOf, distanceKm, formatKm } from './distance';

const stockholm = { lat: 59.3293, lon: 18.0686 };
const uppsala = { lat: 59.8586, lon: 17.6389 };
const goteborg = { lat: 57.7089, lon: 11.9746 };

describe('distance', () => {
  it('measures Stockholm–Uppsala at about 64 km and Stockholm–Göteborg at about 398 km', () => {
    expect(distanceKm(stockholm, uppsala)).toBeGreaterThan(60);
    expect(distanceKm(stockholm, uppsala)).toBeLessThan(68);
    expect(distanceKm(stockholm, goteborg)).toBeGreaterThan(390);
    expect(distanceKm(stockholm, goteborg)).toBeLessThan(405);
  });
  it('is zero to itself', () => expect(distanceKm(uppsala, uppsala)).toBe(0));
  it('sorts nearest first', () => {
    const stores = [{ id: 'gbg', location: goteborg }, { id: 'upp', location: uppsala }, { id: 'sthlm', location: stockholm }];
    expect(byDistance(stores, { lat: 59.6, lon: 17.9 }).map((store) => store.id)).toEqual(['sthlm', 'upp', 'gbg']);
  });
  it('takes the centre of several points', () => expect(centreOf([stockholm, uppsala])).toEqual({ lat: (59.3293 + 59.8586) / 2, lon: (18.0686 + 17.6389) / 2 }));
  it('has no centre of nothing', () => expect(centreOf([])).toBeUndefined());
  it.each([[3.44, '3,4'], [0, '0,0'], [12.6, '13'], [398.2, '398']])('formats %d km as %s', (km, text) => expect(formatKm(km)).toBe(text));
});
