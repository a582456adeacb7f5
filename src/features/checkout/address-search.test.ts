import { describe, expect, it } from 'vitest';
import { addressMatches } from './address-search';

const site = { label: 'Bygget Ålidhem', name: 'Bygg AB', recipientName: 'Anna Andersson', address1: 'Storgatan 1', address2: null, address3: null, postalCode: '903 25', postalAddress: 'Umeå' };

describe('addressMatches', () => {
  it.each([
    ['', true],
    ['umeå', true],
    ['UMEÅ storgatan', true],
    ['ålidhem anna', true],
    ['90325', true],
    ['903', true],
    ['umeå luleå', false],
    ['göteborg', false],
  ])('%j → %j', (query, found) => expect(addressMatches(site, query)).toBe(found));

  it('does not match across two fields as one word', () => {
    expect(addressMatches(site, 'ABanna')).toBe(false);
  });
});
