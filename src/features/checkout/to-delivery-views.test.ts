import { describe, expect, it } from 'vitest';
import type { Address } from '../../lib/upstream/auth/address-schemas';
import { DELIVERY_METHODS } from './delivery-methods';
import { toAddressView, toMethodView } from './to-delivery-views';

const address = (over: Partial<Address> = {}): Address => ({
  addressId: 'A-1', label: 'Huvudkontor', name: 'Bygg & El Norr AB', recipientName: 'Godsmottagningen', address1: 'Storgatan 12',
  postalCode: '903 25', postalAddress: 'Umeå', preselected: false, readOnly: false, validForDelivery: true, ...over,
});

describe('toMethodView: a time window only when it limits the choice', () => {
  it('says nothing for methods open all day', () => {
    expect(toMethodView(DELIVERY_METHODS.DBI).window).toBe('');
    expect(toMethodView(DELIVERY_METHODS.EXH).window).toBe('');
  });

  it('names the window of a limited method', () => {
    expect(toMethodView(DELIVERY_METHODS.XXX).window).toBe('Kan väljas 06:00–15:00');
    expect(toMethodView(DELIVERY_METHODS['24-12']).window).toBe('Kan väljas 00:00–18:00');
  });
});

describe('toAddressView: "Mottagarnamn saknas" only when the recipient is really missing', () => {
  it('shows a complete address with only the second-line fallback of spec point 3', () => {
    expect(toAddressView(address({ address2: 'Port 3' })).lines).toEqual(['Godsmottagningen', 'Storgatan 12', 'Port 3', '903 25 Umeå']);
    expect(toAddressView(address()).lines).toEqual(['Godsmottagningen', 'Storgatan 12', 'Adress saknas', '903 25 Umeå']);
  });

  it('takes the name as the recipient of a labelled address without a recipient', () => {
    const view = toAddressView(address({ recipientName: null }));
    expect(view.lines).toEqual(['Bygg & El Norr AB', 'Storgatan 12', 'Adress saknas', '903 25 Umeå']);
    expect(view.lines.join(' ')).not.toContain('Mottagarnamn saknas');
  });

  it('does not repeat the name when it is already the title', () => {
    const view = toAddressView(address({ label: null, recipientName: null }));
    expect(view.title).toBe('Bygg & El Norr AB');
    expect(view.lines).toEqual(['Storgatan 12', 'Adress saknas', '903 25 Umeå']);
  });

  it('falls back when there is neither recipient nor name', () => {
    expect(toAddressView(address({ name: null, recipientName: null })).lines[0]).toBe('Mottagarnamn saknas');
  });
});
