import { describe, expect, it } from 'vitest';
import { addressLines, addressTitle } from './address-lines';

const site = { label: 'Kv. Björken', name: 'Bygg & El Norr AB', recipientName: 'Per Persson', address1: 'Björkvägen 4', address2: 'Grind 2', postalCode: '907 36', postalAddress: 'Umeå' };

describe('addressLines', () => {
  it('shows recipient, both lines and the place', () => {
    expect(addressLines(site)).toEqual(['Per Persson', 'Björkvägen 4', 'Grind 2', '907 36 Umeå']);
    expect(addressTitle(site)).toBe('Kv. Björken');
  });

  it("says 'Adress saknas' for a missing second line, never for the first", () => {
    expect(addressLines({ ...site, address2: null })).toEqual(['Per Persson', 'Björkvägen 4', 'Adress saknas', '907 36 Umeå']);
    expect(addressLines({ ...site, address2: '  ' })).toContain('Adress saknas');
  });

  it("says 'Mottagarnamn saknas' only when recipient and name are both missing", () => {
    expect(addressLines({ ...site, recipientName: null, name: null })[0]).toBe('Mottagarnamn saknas');
    expect(addressLines({ ...site, recipientName: null })[0]).toBe('Bygg & El Norr AB');
    expect(addressLines({ ...site, recipientName: null, label: null })[0]).toBe('Björkvägen 4');
    expect(addressTitle({ ...site, label: null })).toBe('Bygg & El Norr AB');
  });
});
