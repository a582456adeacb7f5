import type { Context } from 'hono';
import { z } from 'zod';
import { badRequest } from '../lib/api-error';

// IPv4 or IPv6 text; anything else in the header is refused rather than used as a limiter key.
const ClientAddressSchema = z.string().trim().min(2).max(64).regex(/^[0-9A-Fa-f:.]+$/);

/**
 * The caller's address for attempt limiting: x-client-ip, which the shop worker sets from the
 * visitor's connection (the backend is reached through the shop, so its own cf-connecting-ip
 * would be the shop's), else cf-connecting-ip when called directly. Without either, all such
 * callers share one bucket.
 */
export function clientAddress(c: Context): string {
  const raw = c.req.header('x-client-ip') ?? c.req.header('cf-connecting-ip');
  if (raw === undefined) return 'unknown';
  const parsed = ClientAddressSchema.safeParse(raw);
  if (!parsed.success) throw badRequest('x-client-ip: Invalid address');
  return parsed.data.toLowerCase();
}
