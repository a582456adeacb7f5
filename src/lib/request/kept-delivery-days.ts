import { z } from 'zod';
import { decodeCookieJson, encodeCookieJson } from './cookie-json';

/**
 * The delivery days the auth service gave at sign-in for the chosen customer (spec point 4:
 * "after login the product loads … delivery days, when the fixed-delivery feature is on"). The
 * edge keeps them in a user-data cookie (src/lib/request/user-cookies.ts: cleared when the
 * session ends), so the delivery step of a fixed-delivery brand offers exactly these days without
 * asking the service again. They are suggestions only: the delivery step still checks a chosen
 * date against the calendar and the cart service checks it again.
 */
const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const MAX_KEPT = 60;

const KeptDeliveryDaysSchema = z.object({
  customerId: z.string().min(1).max(40),
  dates: z.array(IsoDate).max(MAX_KEPT),
});
export type KeptDeliveryDays = z.infer<typeof KeptDeliveryDaysSchema>;

/** As long as the refresh token: the days belong to the sign-in that fetched them. */
export const KEPT_DELIVERY_DAYS_MAX_AGE = 30 * 24 * 3600;

/** What to keep of the service's answer: its plain dates (YYYY-MM-DD), at most MAX_KEPT of them. */
export const keepDeliveryDays = (customerId: string, dates: readonly string[]): KeptDeliveryDays => ({
  customerId,
  dates: dates.filter((date) => IsoDate.safeParse(date).success).slice(0, MAX_KEPT),
});

export const encodeKeptDeliveryDays = (kept: KeptDeliveryDays): string => encodeCookieJson(kept);

/** The kept days, or undefined for a missing or garbled cookie. */
export function decodeKeptDeliveryDays(raw: string | undefined): KeptDeliveryDays | undefined {
  const parsed = KeptDeliveryDaysSchema.safeParse(decodeCookieJson(raw));
  return parsed.success ? parsed.data : undefined;
}

/**
 * The kept days for this customer that are still ahead of `today`, or null when there are none
 * to use (another customer chosen since sign-in, or every kept day has passed): then the caller
 * asks the service as before.
 */
export function usableKeptDays(kept: KeptDeliveryDays | undefined, customerId: string | undefined, today: string): string[] | null {
  if (!kept || !customerId || kept.customerId !== customerId) return null;
  const ahead = kept.dates.filter((date) => date > today);
  return ahead.length > 0 ? ahead : null;
}
