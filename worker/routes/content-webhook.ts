import { EdgeError } from '../edge-error';
import type { Hono } from 'hono';
import { z } from 'zod';
import { brands, type BrandId } from '../../brands';
import { secretsMatch, webhookSecretFrom } from '../../src/features/content/webhook-secret';
import { purgeBrandContent } from '../../src/lib/upstream/content/content-cache';
import type { ShopEnv } from '../../src/lib/request/shop-env';

const MAX_BODY_BYTES = 256 * 1024;

/** The part of a content system webhook payload (an entry, asset or content type) we read. */
const Payload = z.object({
  sys: z.object({
    space: z.object({ sys: z.object({ id: z.string() }) }).optional(),
    environment: z.object({ sys: z.object({ id: z.string() }) }).optional(),
  }).optional(),
});

/**
 * POST /api/content/webhook: the content system says something changed (publish, unpublish,
 * delete). Only a caller with the shared secret gets past the first line (401, nothing purged,
 * otherwise). The brands whose space changed get a new cache generation, one KV write each, so
 * the next request of those brands reads fresh content. A payload naming no space purges every
 * brand (a manual "purge all").
 */
export function registerContentWebhookRoute(app: Hono<ShopEnv>): void {
  app.post('/api/content/webhook', async (c) => {
    if (!(await secretsMatch(webhookSecretFrom(c.req.raw.headers), c.env.CONTENT_WEBHOOK_SECRET))) {
      throw new EdgeError(401, 'invalid_webhook_secret', 'Invalid webhook secret');
    }
    if (Number(c.req.header('content-length') ?? '0') > MAX_BODY_BYTES) throw new EdgeError(413, 'payload_too_large', 'Payload too large');
    const text = await c.req.text();
    let payload: z.infer<typeof Payload> = {};
    if (text.trim() !== '') {
      const parsed = Payload.safeParse(safeJson(text));
      if (!parsed.success) throw new EdgeError(400, 'invalid_payload', 'Not a content webhook payload');
      payload = parsed.data;
    }
    const spaceId = payload.sys?.space?.sys.id;
    const environment = payload.sys?.environment?.sys.id;
    if (environment && environment !== (c.env.CONTENT_ENVIRONMENT || 'master')) return c.json({ purged: [], reason: 'other environment' }, 202);
    const spaces: Record<BrandId, string | undefined> = { ljus: c.env.CONTENT_SPACE_LJUS, virke: c.env.CONTENT_SPACE_VIRKE, ror: c.env.CONTENT_SPACE_ROR };
    const affected = (Object.keys(brands) as BrandId[]).filter((brand) => !spaceId || spaces[brand] === spaceId);
    await Promise.all(affected.map((brand) => purgeBrandContent(c.env.CACHE, brand)));
    return c.json({ purged: affected }, 200);
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
