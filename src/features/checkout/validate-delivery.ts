import { deliveryDateProblem, type CalendarRules } from '../../../domain/calendar';
import { isDeliveryMethodId } from '../../../domain/delivery/delivery-methods';
import { expressZipError, isCountryCode, normalizeZip, type CountryCode } from '../../../domain/delivery/zip-codes';
import { t } from '../../lib/texts';
import type { Address } from '../../lib/upstream/auth/address-schemas';
import type { Location } from '../../lib/upstream/location/get-locations';
import { fieldName, type DeliveryField } from './delivery-form-state';
import type { DeliveryMethod } from './delivery-methods';
import { fieldProblem, isPhoneNumber, ORDER_FIELDS, type OrderField } from './order-fields';
import type { DeliveryInput } from './read-delivery-form';

/** One delivery as the buyer wants it, checked and ready to apply. */
export interface DeliveryPlan {
  index: number;
  deliveryId: string;
  method: DeliveryMethod;
  storeId: string | undefined;
  addressId: string | undefined;
  zipCode: string | undefined;
  countryCode: CountryCode | undefined;
  date: string | null;
  details: Partial<Record<OrderField, string>>;
}

export interface DeliveryRules {
  offered: readonly DeliveryMethod[];
  addresses: readonly Address[];
  locations: readonly Location[];
  calendar: CalendarRules;
}

const ORDER_FIELD_NAMES = Object.keys(ORDER_FIELDS) as OrderField[];

/**
 * Checks one delivery of the form against spec point 5: a method must be chosen among those
 * offered now, a store for pickup, a deliverable address for deliveries to the buyer, the express
 * zip rule, a delivery day, and the order fields' limits. Errors are keyed by field name.
 */
export function validateDelivery(input: DeliveryInput, index: number, rules: DeliveryRules): { plan: DeliveryPlan | null; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const fail = (field: DeliveryField, message: string) => (errors[fieldName(field, index)] ??= message);

  const method = isDeliveryMethodId(input.method) ? rules.offered.find((candidate) => candidate.id === input.method) : undefined;
  if (!method) fail('method', t('errors.select_delivery_method'));

  let storeId: string | undefined;
  if (method?.needsStore) {
    const store = rules.locations.find((location) => location.id === input.store);
    if (!input.store) fail('store', t('checkoutFlow.store.required'));
    else if (!store || (method.storeService && !store.services.includes(method.storeService))) fail('store', t('checkoutFlow.store.unknown'));
    else storeId = store.id;
  }

  let address: Address | undefined;
  if (method?.useDestination) {
    address = rules.addresses.find((candidate) => candidate.addressId === input.address);
    if (!address) fail('address', t('checkoutFlow.address.required'));
    else if (!address.validForDelivery) fail('address', t('checkoutFlow.address.notValid'));
  }

  let zipCode: string | undefined;
  let countryCode: CountryCode | undefined;
  if (method?.requiresZipCode) {
    // The address's postal code is the default: most express runs go to the chosen site.
    const zipText = input.zip || address?.postalCode || '';
    const country = isCountryCode(input.country) ? input.country : address && isCountryCode(address.countryCode ?? '') ? (address.countryCode as CountryCode) : undefined;
    const problem = expressZipError(zipText, country);
    if (problem) fail('zip', t(`checkoutFlow.zip.${problem}`));
    else {
      zipCode = normalizeZip(zipText) ?? undefined;
      countryCode = country ?? 'SE';
    }
  }

  const date = input.date || null;
  const dateProblem = date ? deliveryDateProblem(date, rules.calendar) : null;
  if (dateProblem) fail('date', t(`checkoutFlow.date.${dateProblem}`));

  const details: Partial<Record<OrderField, string>> = {};
  for (const field of ORDER_FIELD_NAMES) {
    const problem = fieldProblem(input[field], ORDER_FIELDS[field]);
    if (problem?.key === 'maxCharacters') fail(field, t('order.maxCharacters', { max: problem.max }));
    else if (problem?.key === 'required') fail(field, t('validation.required'));
    else if (problem) fail(field, t('errors.bad_request'));
    else if (input[field].trim()) details[field] = input[field].trim();
  }
  if (details.contactPhone && !isPhoneNumber(details.contactPhone)) fail('contactPhone', t('checkoutFlow.fields.invalidPhone'));

  if (!method || Object.keys(errors).length > 0) return { plan: null, errors };
  return { plan: { index, deliveryId: input.deliveryId, method, storeId, addressId: address?.addressId, zipCode, countryCode, date, details }, errors };
}
