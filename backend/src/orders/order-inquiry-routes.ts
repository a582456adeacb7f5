import { z } from 'zod';
import { badRequest } from '../lib/api-error';
import { requireAuth, type AuthEnv } from '../lib/bearer-auth';
import { createRouter } from '../lib/create-router';
import { limitJsonBody, validateJson } from '../lib/validate';
import { visibleOrder } from './order-access';
import { CUSTOMER_HEADER } from '../commerce/customer-access';

/**
 * POST /orders/inquiry: a buyer's question about an order or one of its lines. It is stored and
 * e-mailed to the customer's sales team (customer_team_members, the table GET /crm/customerteam
 * reads); a customer without a team gets the shop's customer service instead. Like the document
 * e-mail, the row and its mails are one transaction and a requestKey posted again queues nothing.
 */
export const orderInquiryRoutes = createRouter<AuthEnv>();

/** Where questions go when a customer has no sales team on record. */
export const CUSTOMER_SERVICE_ADDRESS = 'kundservice@butik.example';
export const MAX_INQUIRY_LENGTH = 2_000;

const InquiryBody = z.object({
  orderId: z.string().regex(/^\d{1,12}$/),
  /** The order line the question is about (its position), if any. */
  position: z.number().int().min(1).max(10_000).nullish(),
  message: z.string().trim().min(1).max(MAX_INQUIRY_LENGTH),
  requestKey: z.string().regex(/^[A-Za-z0-9_-]{8,80}$/),
});

orderInquiryRoutes.post('/orders/inquiry', requireAuth(), limitJsonBody(), validateJson(InquiryBody), async (c) => {
  const body = c.req.valid('json');
  const { order, items } = await visibleOrder(c.env.DB, c.var.auth, body.orderId, c.req.header(CUSTOMER_HEADER));
  const line = body.position ? items.find((item) => item.position === body.position) : undefined;
  if (body.position && !line) throw badRequest('The order has no such line', 'unknown_line');
  const db = c.env.DB;
  const user = await db.prepare("SELECT first_name || ' ' || last_name AS name, email FROM users WHERE id = ?1").bind(c.var.auth.userId).first<{ name: string; email: string }>();
  const subject = `Fråga om order ${order.id}${line ? `, rad ${line.position}` : ''}`;
  const text = [
    `${user?.name ?? c.var.auth.userId} (${user?.email ?? 'okänd e-post'}) har en fråga om order ${order.id} (${order.order_date}).`,
    ...(line ? [`Gäller rad ${line.position}: ${line.article_number} ${line.name}, ${line.quantity} ${line.unit}.`] : []),
    '',
    body.message,
    '',
  ].join('\n');
  const now = Date.now();
  const [inserted] = await db.batch([
    db
      .prepare('INSERT OR IGNORE INTO order_inquiries (order_id, position, user_id, customer_id, message, request_key, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)')
      .bind(order.id, line?.position ?? null, c.var.auth.userId, order.customer_id, body.message, body.requestKey, now),
    db
      .prepare(
        `INSERT INTO email_outbox (to_address, subject, body, created_at)
         SELECT t.email, ?4, ?5, ?6 FROM (
           SELECT email, position FROM customer_team_members WHERE customer_id = ?3
           UNION ALL SELECT ?7, 0 WHERE NOT EXISTS (SELECT 1 FROM customer_team_members WHERE customer_id = ?3)
         ) t
         WHERE EXISTS (SELECT 1 FROM order_inquiries WHERE user_id = ?1 AND request_key = ?2 AND emailed_at IS NULL)
         ORDER BY t.position`,
      )
      .bind(c.var.auth.userId, body.requestKey, order.customer_id, subject, text, now, CUSTOMER_SERVICE_ADDRESS),
    db.prepare('UPDATE order_inquiries SET emailed_at = ?3 WHERE user_id = ?1 AND request_key = ?2 AND emailed_at IS NULL').bind(c.var.auth.userId, body.requestKey, now),
  ]);
  const stored = await db
    .prepare('SELECT id, order_id, position, created_at FROM order_inquiries WHERE user_id = ?1 AND request_key = ?2')
    .bind(c.var.auth.userId, body.requestKey)
    .first<{ id: number; order_id: number; position: number | null; created_at: number }>();
  if (!stored || stored.order_id !== order.id) throw badRequest('requestKey was used for another order', 'request_key_reused');
  const replayed = (inserted?.meta.changes ?? 0) === 0;
  const team = await db.prepare('SELECT email FROM customer_team_members WHERE customer_id = ?1 ORDER BY position').bind(order.customer_id).all<{ email: string }>();
  const recipients = team.results.length > 0 ? team.results.map((member) => member.email) : [CUSTOMER_SERVICE_ADDRESS];
  return c.json(
    { inquiryId: String(stored.id), orderId: String(stored.order_id), position: stored.position, createdAt: new Date(stored.created_at).toISOString(), recipients, replayed },
    replayed ? 200 : 201,
    { 'Cache-Control': 'private, no-store' },
  );
});
