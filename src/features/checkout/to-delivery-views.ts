import { addDays, MAX_DAYS_AHEAD } from '../../../domain/calendar';
import { DEFAULT_DELIVERY_METHOD, isDeliveryMethodId } from '../../../domain/delivery/delivery-methods';
import { t } from '../../lib/texts';
import { addressLines, addressTitle } from '../../lib/format/address-lines';
import type { Cart } from '../../lib/upstream/cart/cart-schemas';
import { DELIVERY_METHODS, splitDeliveryId, type DeliveryMethod } from './delivery-methods';

import type { Address } from '../../lib/upstream/auth/address-schemas';
import type { Location } from '../../lib/upstream/location/get-locations';

import type { AddressView, CalendarView, DeliveryView, MethodView, StoreView } from './delivery-view';
import type { DeliveryPreferences } from './saved-delivery';
import type { NewAddressChoice } from './new-address-choice';

/** An address as the picker shows it, with the spec's fallback texts for missing parts. */
export function toAddressView(address: Address): AddressView {
  return {
    addressId: address.addressId,
    title: addressTitle(address),
    lines: addressLines(address),
    valid: address.validForDelivery,
    search: {
      label: address.label ?? null,
      name: address.name ?? null,
      recipientName: address.recipientName ?? null,
      address1: address.address1 ?? null,
      address2: address.address2 ?? null,
      address3: address.address3 ?? null,
      postalCode: address.postalCode ?? null,
      postalAddress: address.postalAddress ?? null,
    },
  };
}

const limitsTheDay = (hours: { start: string; end: string }) => !(/^0?0:00$/.test(hours.start) && /^24:00$/.test(hours.end));

export const toMethodView = (method: DeliveryMethod): MethodView => ({
  id: method.id,
  name: t(`deliveryMethods.${method.id}`),
  // A window is worth showing only when it limits the choice (not the whole day, 00:00–24:00).
  window: limitsTheDay(method.availableBetweenHours) ? t('checkoutFlow.delivery.methodWindow', method.availableBetweenHours) : '',
  needsStore: method.needsStore,
  useDestination: method.useDestination,
  requiresZipCode: method.requiresZipCode,
});

/** Pickup stores only: the central warehouse is no place a buyer can go. */
export const toStoreViews = (locations: readonly Location[]): StoreView[] =>
  locations
    .filter((location) => location.services.some((service) => service.endsWith('-pickup')))
    .map((location) => ({ id: location.id, name: location.name, city: location.address?.city ?? '', services: location.services }))
    .sort((a, b) => a.name.localeCompare(b.name, 'sv'));

/** Only the calendar goes to the browser: the page data beside it holds the whole cart. */
export function toCalendarView(input: { today: string; extraClosedDates: string[]; suggestedDates: string[] }): CalendarView {
  return { today: input.today, extraClosedDates: input.extraClosedDates, suggestedDates: input.suggestedDates, maxDate: addDays(input.today, MAX_DAYS_AHEAD) };
}

/**
 * Each delivery with what its fields start with: the choice the cart holds for it (saved on any
 * device), else what its id says (method, store), else the remembered store and zip code and the
 * preselected address. A method not offered now is not preselected, except that limited buyers
 * get the default. An address just added for a delivery without scripts starts that delivery.
 */
export function toDeliveryViews(input: { cart: Cart; methods: readonly DeliveryMethod[]; limited: boolean; preferences: DeliveryPreferences; addresses: readonly Address[]; defaultStoreId: string; newAddress?: NewAddressChoice | null }): DeliveryView[] {
  const preselected = input.addresses.find((address) => address.preselected && address.validForDelivery) ?? input.addresses.find((address) => address.validForDelivery);
  // A saved choice wins only while it is still in the address book and deliverable; otherwise the
  // step starts on the customer's preselected address (my addresses sets it).
  const usable = (addressId: string | null | undefined) => (addressId && input.addresses.some((address) => address.addressId === addressId && address.validForDelivery) ? addressId : undefined);
  return input.cart.deliveries.map((delivery, index) => {
    const saved = delivery.orderDetails ?? undefined;
    const { methodId, locationId } = splitDeliveryId(delivery.deliveryId);
    const offered = (id: string | undefined) => (id && input.methods.some((method) => method.id === id) ? id : undefined);
    const method = offered(saved?.deliveryMethod ?? undefined) ?? offered(methodId) ?? (input.limited ? DEFAULT_DELIVERY_METHOD : '');
    const storeFromCart = isDeliveryMethodId(methodId) && DELIVERY_METHODS[methodId].needsStore ? locationId : undefined;
    return {
      index,
      deliveryId: delivery.deliveryId,
      lineCount: delivery.cartItemIds.length,
      articleNumbers: input.cart.cartItems.filter((item) => item.deliveryId === delivery.deliveryId).map((item) => item.articleNumber),
      defaults: {
        deliveryId: delivery.deliveryId,
        method,
        store: storeFromCart ?? saved?.storeId ?? input.preferences.selectedLocations.EXH ?? input.defaultStoreId,
        zip: saved?.zipCode ?? input.preferences.zipCodes.XXX ?? '',
        country: saved?.countryCode ?? 'SE',
        address: (input.newAddress?.deliveryId === delivery.deliveryId ? usable(input.newAddress.addressId) : undefined) ?? usable(saved?.addressId) ?? preselected?.addressId ?? '',
        date: delivery.requestedDeliveryDate ?? '',
        reference: saved?.reference ?? '',
        goodsLabel: saved?.goodsLabel ?? '',
        message: saved?.message ?? '',
        contactName: saved?.contactName ?? '',
        contactPhone: saved?.contactPhone ?? '',
      },
    };
  });
}
