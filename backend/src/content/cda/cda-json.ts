import type { Context } from 'hono';
import type { ContentEnv } from '../content-env';
import { CDA_CONTENT_TYPE } from './create-cda-router';

/**
 * A CDA answer. Delivery answers may be cached briefly by shared caches (published content is
 * public); preview answers show drafts and, like secrets (asset keys), are never stored.
 */
export function cdaJson(c: Context<ContentEnv>, body: unknown, { cacheable = true }: { cacheable?: boolean } = {}): Response {
  const shared = cacheable && c.var.scope?.access !== 'preview';
  c.header('Content-Type', CDA_CONTENT_TYPE);
  c.header('Cache-Control', shared ? 'public, max-age=60' : 'no-store');
  return c.body(JSON.stringify(body), 200);
}
