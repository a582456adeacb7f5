import 'server-only';
import { z } from 'zod';
import type { Session } from '../auth/session';
import { readCookie, writeCookie } from './cookies';
import { getRequestContext } from './request-context';
import { signToken, verifyToken } from './signed-token';
import { CUSTOMER_FACTS_COOKIE } from './user-cookies';

/**
 * What the catalogue needs to know about the customer before a page's first byte: its own
 * assortment (null for 'default') and the user's preferred store. Spec point 4 loads both once
 * after sign-in; asking the product and auth services for them on every page put a round of two
 * calls in front of every signed-in catalogue page (decision 046). So the edge keeps them in a
 * signed HttpOnly cookie, bound to the user, customer and sign-in they were asked for, for
 * KEPT_FOR_SECONDS; after that, or for another customer, they are asked again.
 *
 * Signed because the assortment limits what a buyer sees (EJ_ANDRA_SORTIMENT): an edited cookie
 * counts as missing. The profile form forgets them when it saves a new preferred store.
 */
export interface CustomerFacts {
  ownAssortment: { id: string; name: string } | null;
  preferredStore: string | null;
}

const KEPT_FOR_SECONDS = 15 * 60;

/** Local development only; a deployed shop without its secret keeps nothing and asks every time. */
const DEVELOPMENT_SECRET = 'development-only-customer-facts-key-7d1e4a';

const Id = z.string().min(1).max(100);
/** user, customer, sign-in, facts, expiry (seconds since the epoch): short keys keep the cookie small. */
const KeptSchema = z.object({
  u: Id,
  c: Id,
  s: z.string().max(100),
  a: z.object({ id: Id, name: z.string().max(200) }).nullable(),
  p: z.string().max(64).nullable(),
  e: z.number().int(),
});

type Bound = Pick<Session, 'userId' | 'customerId' | 'signInId'>;

function secret(): string | undefined {
  const { environment } = getRequestContext();
  return environment.CUSTOMER_FACTS_SECRET ?? (environment.isLocalDevelopment ? DEVELOPMENT_SECRET : undefined);
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The facts kept for this user, customer and sign-in, or undefined when there are none still fresh. */
export async function readKeptCustomerFacts(session: Bound): Promise<CustomerFacts | undefined> {
  const key = secret();
  const raw = readCookie(CUSTOMER_FACTS_COOKIE);
  if (!key || !raw) return undefined;
  const parsed = KeptSchema.safeParse(await verifyToken(raw, key));
  if (!parsed.success) return undefined;
  const kept = parsed.data;
  const fits = kept.u === session.userId && kept.c === session.customerId && kept.s === (session.signInId ?? '') && kept.e > nowSeconds();
  return fits ? { ownAssortment: kept.a, preferredStore: kept.p } : undefined;
}

/**
 * Keeps the facts on this answer. A page that asks only after its head has gone out (a streamed
 * part) cannot set a cookie any more; then the next page asks again, which is all it costs.
 */
export async function keepCustomerFacts(session: Bound, facts: CustomerFacts): Promise<void> {
  const key = secret();
  if (!key || !session.customerId) return;
  const payload = { u: session.userId, c: session.customerId, s: session.signInId ?? '', a: facts.ownAssortment, p: facts.preferredStore, e: nowSeconds() + KEPT_FOR_SECONDS };
  const signed = await signToken(payload, key);
  try {
    writeCookie(CUSTOMER_FACTS_COOKIE, signed, { maxAge: KEPT_FOR_SECONDS });
  } catch {
    // The answer's head has gone out and its headers are fixed: nothing is kept this time.
  }
}

/** Forgets the kept facts, so this request's own render and the next ask the services again. */
export function forgetCustomerFacts(): void {
  writeCookie(CUSTOMER_FACTS_COOKIE, '', { maxAge: 0 });
}
