import { describe, expect, it } from 'vitest';
import type { Address } from './address';
import { addressMatches } from './address-search';

const site: Address = {
  addressId: 'A-1',
  customerId: 'C-1001',
  label: 'Bygget Björken',
  name: 'Bygg & El Norr AB',
  recipientName: 'Per Persson',
  address1: 'Storgatan 12',
  address2: 'Port 3',
  address3: null,
  postalCode: '903 25',
  postalAddress: 'Umeå',
  countryCode: 'SE',
  phone: null,
  preselected: false,
  readOnly: false,
  validForDelivery: true,
};

describe('addressMatches', () => {
  it.each([
    ['', true],
    ['björken', true],
    ['BJÖRKEN umeå', true],
    ['per storgatan', true],
    ['port 3', true],
    ['90325', true],
    ['903 25', true],
    ['umeå göteborg', false],
    ['lund', false],
  ])('%j → %s', (query, expected) => {
    expect(addressMatches(site, query)).toBe(expected);
  });

  it('does not trip over missing fields', () => {
    expect(addressMatches({ ...site, label: null, recipientName: null, address2: null }, 'storgatan')).toBe(true);
  });
});
