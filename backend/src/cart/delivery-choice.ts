import { expressZipError, countryOfZip, normalizeZip } from '../../../domain/delivery/zip-codes';
import { LIMITED_DELIVERY_METHODS } from '../../../domain/delivery/delivery-methods';
import { findAddress } from '../addresses/address-repository';
import { isValidForDelivery } from '../addresses/address';
import { ApiError } from '../lib/api-error';
import { CHOICE_COLUMNS, type ChoiceColumn, type DeliveryRow } from './cart-repository';
import type { DeliveryChoiceInput } from './delivery-choice-schemas';
import { splitDeliveryId } from './delivery-id';
import { DELIVERY_METHODS } from './delivery-methods';

/**
 * A delivery's stored choice as the cart answers it (the delivery's orderDetails). deliveryMethod
 * null: the order fields came along with lines moved from another delivery (update-items.ts), but
 * the way this delivery travels has not been chosen yet.
 */
export interface DeliveryChoiceView {
  deliveryMethod: string | null;
  storeId: string | null;
  addressId: string | null;
  zipCode: string | null;
  countryCode: 'SE' | 'AX' | null;
  reference: string | null;
  goodsLabel: string | null;
  message: string | null;
  contactName: string | null;
  contactPhone: string | null;
}

export type ChoiceValues = Record<ChoiceColumn, string | null>;

export const NO_CHOICE: ChoiceValues = {
  delivery_method: null, store_id: null, address_id: null, zip_code: null, country_code: null,
  reference: null, goods_label: null, message: null, contact_name: null, contact_phone: null,
};

const refuse = (code: string, message: string) => new ApiError(422, code, message);
const orNull = (text: string | undefined) => (text ? text : null);

/**
 * Checks a choice against the delivery it is for, with the checkout's rules (spec point 5): the
 * method is the one the delivery id names (the lines are already there) and allowed to the
 * buyer; a store only for pickup, and then the delivery's own; an address only where goods go to
 * the buyer, and then one of the customer's that goods can reach; the express-zip rule; nothing a
 * method does not use. Answers the columns to write; refusals are 422 with the rule's code.
 */
export async function checkDeliveryChoice(
  db: D1Database,
  input: { deliveryId: string; customerId: string; limited: boolean; choice: DeliveryChoiceInput },
): Promise<ChoiceValues> {
  const { choice } = input;
  const { methodId, locationId } = splitDeliveryId(input.deliveryId);
  if (choice.deliveryMethod !== methodId) throw refuse('delivery_method_mismatch', `The delivery ${input.deliveryId} is ${methodId}; move its lines to change the method`);
  if (input.limited && !LIMITED_DELIVERY_METHODS.includes(choice.deliveryMethod)) throw new ApiError(403, 'delivery_not_allowed', 'This account may not use that delivery method');
  const method = DELIVERY_METHODS[choice.deliveryMethod];

  if (choice.storeId !== undefined && !method.pickup) throw refuse('store_not_used', 'Only pickup deliveries name a store');
  if (choice.storeId !== undefined && choice.storeId !== locationId) throw refuse('store_mismatch', `The delivery's store is ${locationId}`);
  if (choice.addressId !== undefined && !method.useDestination) throw refuse('address_not_used', 'Only deliveries to an address name one');
  if ((choice.zipCode !== undefined || choice.countryCode !== undefined) && !method.requiresZipCode) throw refuse('zip_code_not_used', 'Only express delivery takes a zip code');

  let address: { postalCode: string; countryCode: 'SE' | 'AX' } | null = null;
  if (choice.addressId !== undefined) {
    const row = await findAddress(db, choice.addressId);
    if (!row || row.customer_id !== input.customerId) throw refuse('unknown_address', 'Not an address of this customer');
    if (!isValidForDelivery(row)) throw refuse('address_not_valid', 'Goods cannot be delivered to this address');
    address = { postalCode: row.postal_code, countryCode: row.country_code };
  }

  let zip: string | null = null;
  let country: 'SE' | 'AX' | null = null;
  if (method.requiresZipCode) {
    const zipText = choice.zipCode || address?.postalCode;
    const problem = expressZipError(zipText, choice.countryCode ?? (choice.zipCode ? undefined : address?.countryCode));
    if (problem) throw refuse(problem, 'Express delivery needs a Swedish postal code');
    if (choice.zipCode) {
      zip = normalizeZip(choice.zipCode);
      country = zip ? countryOfZip(zip, choice.countryCode) : null;
    }
  }

  return {
    delivery_method: choice.deliveryMethod,
    store_id: method.pickup ? locationId : null,
    address_id: orNull(choice.addressId),
    zip_code: zip,
    country_code: country,
    reference: orNull(choice.reference),
    goods_label: orNull(choice.goodsLabel),
    message: orNull(choice.message),
    contact_name: orNull(choice.contactName),
    contact_phone: orNull(choice.contactPhone),
  };
}

/** The stored choice of a delivery row, or null when nothing of it is stored. */
export function toChoiceView(row: DeliveryRow): DeliveryChoiceView | null {
  if (CHOICE_COLUMNS.every((column) => row[column] === null || row[column] === undefined)) return null;
  return {
    deliveryMethod: row.delivery_method ?? null,
    storeId: row.store_id ?? null,
    addressId: row.address_id ?? null,
    zipCode: row.zip_code ?? null,
    countryCode: row.country_code ?? null,
    reference: row.reference ?? null,
    goodsLabel: row.goods_label ?? null,
    message: row.message ?? null,
    contactName: row.contact_name ?? null,
    contactPhone: row.contact_phone ?? null,
  };
}
