import type { DeliveryMethodId } from '../../../domain/delivery/delivery-methods';
import type { DeliveryField } from './delivery-form-state';

/** The delivery page's data as the client form gets it: plain, serialisable, no tokens. */
export interface DeliveryView {
  index: number;
  deliveryId: string;
  lineCount: number;
  articleNumbers: string[];
  defaults: Record<DeliveryField, string>;
}

export interface MethodView {
  id: DeliveryMethodId;
  name: string;
  window: string;
  needsStore: boolean;
  useDestination: boolean;
  requiresZipCode: boolean;
}

export interface StoreView {
  id: string;
  name: string;
  city: string;
  services: string[];
}

export interface AddressView {
  addressId: string;
  title: string;
  lines: string[];
  valid: boolean;
  /** The fields the word search looks in (spec point 5). */
  search: { label: string | null; name: string | null; recipientName: string | null; address1: string | null; address2: string | null; address3: string | null; postalCode: string | null; postalAddress: string | null };
}

export interface CalendarView {
  today: string;
  maxDate: string;
  extraClosedDates: string[];
  suggestedDates: string[];
}
