import { describe, expect, it } from 'vitest';
import type { Address } from '../../lib/upstream/auth/address-schemas';
import { DELIVERY_METHODS } from './delivery-methods';
import type { Cart } from '../../lib/upstream/cart/cart-schemas';
import { toAddressView, toDeliveryViews, toMethodView } from './to-delivery-views';

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

describe('toDeliveryViews: an address added without scripts starts the delivery it was added for', () => {
  // Only what toDeliveryViews reads of a cart: two deliveries, nothing saved for either.
  const cart = {
    deliveries: [
      { deliveryId: 'XXX:EXH', cartItemIds: [], orderDetails: null, requestedDeliveryDate: null },
      { deliveryId: 'XXX:SUP', cartItemIds: [], orderDetails: null, requestedDeliveryDate: null },
    ],
    cartItems: [],
  } as unknown as Cart;
  const addresses = [address({ addressId: 'A-1', preselected: true }), address({ addressId: 'A-2' }), address({ addressId: 'A-3', validForDelivery: false })];
  const views = (newAddress: { addressId: string; deliveryId: string } | null) =>
    toDeliveryViews({ cart, methods: [], limited: false, preferences: { selectedLocations: {}, zipCodes: {} }, addresses, defaultStoreId: 'EXH', newAddress }).map((view) => view.defaults.address);

  it('checks the new address in its delivery only', () => {
    expect(views({ addressId: 'A-2', deliveryId: 'XXX:SUP' })).toEqual(['A-1', 'A-2']);
  });

  it('keeps the preselected address when the named one is not deliverable, not in the book, or for no delivery of the cart', () => {
    expect(views({ addressId: 'A-3', deliveryId: 'XXX:SUP' })).toEqual(['A-1', 'A-1']);
    expect(views({ addressId: 'A-9', deliveryId: 'XXX:SUP' })).toEqual(['A-1', 'A-1']);
    expect(views({ addressId: 'A-2', deliveryId: 'XXX:OTHER' })).toEqual(['A-1', 'A-1']);
    expect(views(null)).toEqual(['A-1', 'A-1']);
  });
});
