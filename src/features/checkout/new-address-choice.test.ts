import { describe, expect, it } from 'vitest';
import { deliveryPageWithNewAddress, readNewAddressChoice } from './new-address-choice';

describe('the delivery page named after an address saved without scripts', () => {
  it('reads back the address and delivery it was given, however they are spelled', () => {
    const address = deliveryPageWithNewAddress({ addressId: 'a-17 ö&', deliveryId: 'XXX:EXH' });
    expect(address.startsWith('/delivery?')).toBe(true);
    expect(readNewAddressChoice(address.slice(address.indexOf('?')))).toEqual({ addressId: 'a-17 ö&', deliveryId: 'XXX:EXH' });
  });

  it('names nothing without both parts, or with parts too long to be ids', () => {
    expect(readNewAddressChoice('')).toBeNull();
    expect(readNewAddressChoice('ny-adress=a-1')).toBeNull();
    expect(readNewAddressChoice('leverans=XXX:EXH')).toBeNull();
    expect(readNewAddressChoice(`ny-adress=${'a'.repeat(101)}&leverans=XXX:EXH`)).toBeNull();
  });
});
