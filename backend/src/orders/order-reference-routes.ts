import { z } from 'zod';
import { addDays, todayInStockholm } from '../../../domain/calendar';
import { requireAuth, type AuthEnv } from '../lib/bearer-auth';
import { createRouter } from '../lib/create-router';
import { validateParams, validateQuery } from '../lib/validate';
import { CUSTOMER_HEADER, requireCustomer } from '../commerce/customer-access';
import { REFERENCE_RESERVED_DAYS, referenceProblem } from './order-reference';

/**
 * GET /v4/customers/orders/{number}/validate (spec point 7): is this order reference well formed,
 * and free for the caller's customer? Always 200 with the verdict for a question that can be
 * asked; the rule is decision 019's.
 */
export const orderReferenceRoutes = createRouter<AuthEnv>();

// Longer than any reference can be, short enough that no one posts a novel: beyond it, 400.
const Params = z.object({ number: z.string().max(200, 'At most 200 characters') });
const Query = z.object({ customerId: z.string().trim().min(1).max(40).optional() });

orderReferenceRoutes.get('/v4/customers/orders/:number/validate', requireAuth(), validateParams(Params), validateQuery(Query), async (c) => {
  const { number } = c.req.valid('param');
  const { customerId } = requireCustomer(c.var.auth, c.req.valid('query').customerId ?? c.req.header(CUSTOMER_HEADER));
  const reference = number.trim();
  const malformed = referenceProblem(reference);
  // Orders of the last 365 days (Stockholm dates); a cancelled order frees its reference.
  const since = addDays(todayInStockholm(), -REFERENCE_RESERVED_DAYS);
  const taken = malformed
    ? null
    : await c.env.DB.prepare(
        "SELECT 1 AS found FROM orders WHERE customer_id = ?1 AND reference = ?2 COLLATE NOCASE AND status <> 'CANCELLED' AND order_date >= ?3 LIMIT 1",
      )
        .bind(customerId, reference, since)
        .first();
  const problem = malformed ?? (taken ? 'in_use' : null);
  return c.json(
    { number: reference, customerId, wellFormed: malformed === null, free: malformed === null && !taken, valid: problem === null, reason: problem, reservedDays: REFERENCE_RESERVED_DAYS },
    200,
    { 'Cache-Control': 'private, no-store' },
  );
});
