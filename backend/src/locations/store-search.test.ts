import { describe, expect, it } from 'vitest';
import { byName, type Store } from './store';
import { storeMatches } from './store-search';

const store = (id: string, name: string, city: string, postalCode: string): Store => ({
  id,
  name,
  type: 'STORE',
  address: { street: 'Byggvägen 1', postalCode, city },
  location: { lat: 0, lon: 0 },
  phone: '',
  email: '',
  openingHours: { mon: null, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null },
  services: ['standard-pickup'],
});

const sickla = store('S-STO-02', 'Stockholm Sickla', 'Nacka', '131 54');

describe('storeMatches', () => {
  it.each([['sickla'], ['STOCKHOLM'], ['nacka'], ['131 54'], ['13154'], ['131'], ['stockholm nacka']])('finds Sickla by %j', (query) => {
    expect(storeMatches(sickla, query)).toBe(true);
  });

  it.each([['göteborg'], ['stockholm göteborg'], ['   '], ['999']])('does not find Sickla by %j', (query) => {
    expect(storeMatches(sickla, query)).toBe(false);
  });

  it('folds Swedish letters', () => {
    expect(storeMatches(store('S-OSD-01', 'Östersund', 'Östersund', '831 48'), 'östersund')).toBe(true);
  });
});

describe('byName', () => {
  it('sorts in Swedish order: Å, Ä, Ö after Z', () => {
    const names = ['Örebro', 'Ängelholm', 'Alingsås', 'Åre', 'Ystad'].map((name, i) => store(`S-${i}`, name, name, '100 00'));
    expect(names.sort(byName).map((s) => s.name)).toEqual(['Alingsås', 'Ystad', 'Åre', 'Ängelholm', 'Örebro']);
  });
});
