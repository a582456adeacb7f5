import type { OrderDetails } from '../../lib/upstream/cart/place-checkout';
import type { Location } from '../../lib/upstream/location/get-locations';
import { splitDeliveryId } from './delivery-methods';
import type { SavedDelivery } from './saved-delivery';

/**
 * The checkout call's orderDetails for one delivery from what the delivery page saved. The place
 * is the one the lines are under: storeId for a store, warehouseId for central storage.
 */
export function orderDetailsFor(deliveryId: string, saved: SavedDelivery, locations: readonly Location[]): OrderDetails {
  const { locationId } = splitDeliveryId(deliveryId);
  const location = locations.find((candidate) => candidate.id === locationId);
  const place = !location ? {} : location.type === 'CENTRAL' ? { warehouseId: location.id } : { storeId: location.id };
  return {
    ...place,
    reference: saved.reference,
    goodsLabel: saved.goodsLabel,
    message: saved.message,
    contactName: saved.contactName,
    contactPhone: saved.contactPhone,
    addressId: saved.addressId,
    zipCode: saved.zipCode,
    countryCode: saved.countryCode,
  };
}
