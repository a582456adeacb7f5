import 'server-only';
import { z } from 'zod';
import { decodeCookieJson as decodeJson, encodeCookieJson as encodeJson, readCookie, writeCookie } from '../../lib/request';
import { DELIVERY_FORM_COOKIE, DELIVERY_PREFERENCES_COOKIE } from '../../lib/request/user-cookies';

/**
 * What the buyer chose on the delivery page, per delivery id, until the order is placed (spec
 * point 9's deliveryPageForm). It lives in an HttpOnly cookie so plain form posts work without
 * script and the summary can send it; the order service checks every field again. The edge
 * clears it when the session ends (src/lib/request/user-cookies.ts).
 *
 * The stores and zip codes chosen per method (spec point 9's selectedLocations and zipCodes) are
 * remembered for the next checkout of the same buyer, and cleared with the session too.
 */
const FORM_MAX_AGE = 7 * 24 * 3600;
const PREFERENCES_MAX_AGE = 365 * 24 * 3600;

const text = (max: number) => z.string().max(max).optional();

export const SavedDeliverySchema = z.object({
  method: z.string().max(8),
  storeId: text(20),
  zipCode: text(12),
  countryCode: z.enum(['SE', 'AX']).optional(),
  addressId: text(64),
  reference: text(30),
  goodsLabel: text(30),
  message: text(250),
  contactName: text(60),
  contactPhone: text(20),
});
export type SavedDelivery = z.infer<typeof SavedDeliverySchema>;

const SavedFormSchema = z.record(z.string().max(40), SavedDeliverySchema);
export type SavedForm = z.infer<typeof SavedFormSchema>;

const PreferencesSchema = z.object({
  selectedLocations: z.record(z.string().max(8), z.string().max(20)).default({}),
  zipCodes: z.record(z.string().max(8), z.string().max(12)).default({}),
});
export type DeliveryPreferences = z.infer<typeof PreferencesSchema>;

export function readSavedForm(): SavedForm {
  const parsed = SavedFormSchema.safeParse(decodeJson(readCookie(DELIVERY_FORM_COOKIE)));
  return parsed.success ? parsed.data : {};
}

export function writeSavedForm(form: SavedForm): void {
  writeCookie(DELIVERY_FORM_COOKIE, encodeJson(form), { maxAge: FORM_MAX_AGE });
}

export function readPreferences(): DeliveryPreferences {
  const parsed = PreferencesSchema.safeParse(decodeJson(readCookie(DELIVERY_PREFERENCES_COOKIE)) ?? {});
  return parsed.success ? parsed.data : { selectedLocations: {}, zipCodes: {} };
}

export function writePreferences(preferences: DeliveryPreferences): void {
  writeCookie(DELIVERY_PREFERENCES_COOKIE, encodeJson(preferences), { maxAge: PREFERENCES_MAX_AGE });
}
