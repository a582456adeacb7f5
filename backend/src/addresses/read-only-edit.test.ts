import { describe, expect, it } from 'vitest';
import type { AddressRow } from './address';
import { AddressBody } from './address-schemas';
import { onlyPreselectionDiffers } from './read-only-edit';

const row: AddressRow = {
  id: 'A-1001-01',
  customer_id: 'C-1001',
  label: 'Huvudkontor',
  name: 'Bygg & El Norr AB',
  recipient_name: 'Godsmottagningen',
  address1: 'Storgatan 12',
  address2: null,
  address3: null,
  postal_code: '90325',
  postal_address: 'Umeå',
  country_code: 'SE',
  phone: '090-12 34 50',
  preselected: 1,
  read_only: 1,
};

// The body as the shop sends it back: the address as shown, with the preselection changed.
const body = (change: Record<string, unknown> = {}) =>
  AddressBody.parse({
    label: 'Huvudkontor',
    name: 'Bygg & El Norr AB',
    recipientName: 'Godsmottagningen',
    address1: 'Storgatan 12',
    address2: '',
    postalCode: '903 25',
    postalAddress: 'Umeå',
    countryCode: 'SE',
    phone: '090-12 34 50',
    preselected: false,
    ...change,
  });

describe('onlyPreselectionDiffers', () => {
  it('accepts the stored address with another preselection (an empty second line is no line)', () => {
    expect(onlyPreselectionDiffers(row, body())).toBe(true);
    expect(onlyPreselectionDiffers(row, body({ preselected: true }))).toBe(true);
  });

  it.each([
    ['name', { name: 'Annat AB' }],
    ['second line', { address2: 'Port 2' }],
    ['recipient removed', { recipientName: null }],
    ['postal code', { postalCode: '90326' }],
    ['phone', { phone: '090-12 34 51' }],
    ['country', { countryCode: 'AX', postalCode: '22100' }],
  ])('refuses a changed %s', (_name, change) => {
    expect(onlyPreselectionDiffers(row, body(change))).toBe(false);
  });
});
