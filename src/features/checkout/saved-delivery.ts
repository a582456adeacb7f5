import 'server-only';
import { z } from 'zod';
import { decodeCookieJson as decodeJson, encodeCookieJson as encodeJson, readCookie, writeCookie } from '../../lib/request';
import { DELIVERY_PREFERENCES_COOKIE } from '../../lib/request/user-cookies';

/**
 * What the browser remembers of the delivery step: the store and zip code the buyer chose per
 * method (spec point 9's selectedLocations and zipCodes), as defaults for the next checkout of
 * the same buyer; the edge clears them when the session ends (src/lib/request/user-cookies.ts).
 * The choices of the order itself (method, place, address, references, contact) are the cart's
 * (decision 014): they are read from and written to the cart service, never kept here.
 */
const PREFERENCES_MAX_AGE = 365 * 24 * 3600;

const PreferencesSchema = z.object({
  selectedLocations: z.record(z.string().max(8), z.string().max(20)).default({}),
  zipCodes: z.record(z.string().max(8), z.string().max(12)).default({}),
});
export type DeliveryPreferences = z.infer<typeof PreferencesSchema>;

export function readPreferences(): DeliveryPreferences {
  const parsed = PreferencesSchema.safeParse(decodeJson(readCookie(DELIVERY_PREFERENCES_COOKIE)) ?? {});
  return parsed.success ? parsed.data : { selectedLocations: {}, zipCodes: {} };
}

export function writePreferences(preferences: DeliveryPreferences): void {
  writeCookie(DELIVERY_PREFERENCES_COOKIE, encodeJson(preferences), { maxAge: PREFERENCES_MAX_AGE });
}
