import { z } from 'zod';
import type { BackendEnv } from '../backend-env';
import { notFound } from '../lib/api-error';
import { createRouter } from '../lib/create-router';
import { validateQuery } from '../lib/validate';

/**
 * Development only: no mail sender is wired in locally, so developers and the contract tests
 * read queued e-mails (activation links) here. Outside ENVIRONMENT=development it does not
 * exist, because the links in these mails set passwords.
 */
export const devOutboxRoutes = createRouter<BackendEnv>();

const OutboxQuery = z.object({ to: z.string().trim().min(3).max(254) });

devOutboxRoutes.get('/dev/email-outbox', validateQuery(OutboxQuery), async (c) => {
  if (c.env.ENVIRONMENT !== 'development') throw notFound();
  const { results } = await c.env.DB.prepare(
    'SELECT id, to_address AS "to", subject, body, created_at AS createdAt FROM email_outbox WHERE to_address = ?1 COLLATE NOCASE ORDER BY id DESC LIMIT 20',
  )
    .bind(c.req.valid('query').to)
    .all();
  return c.json({ data: results }, 200, { 'Cache-Control': 'no-store' });
});
