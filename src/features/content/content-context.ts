import 'server-only';
import { tryGetContext } from 'hono/context-storage';
import { cache } from 'react';
import type { ShopEnv } from '../../../worker/shop-env';
import { getRequestContext, getRequestEnv } from '../../lib/request-context';
import { createContentProvider, readContentConfig, type ContentProvider } from '../../lib/upstream/content';
import { reportUnresolvedLinks } from './report-content';

/** Background refreshes of stale entries run after the response when the platform allows it. */
function afterResponse(): { waitUntil?: (promise: Promise<unknown>) => void } {
  try {
    const ctx = tryGetContext<ShopEnv>()?.executionCtx;
    return ctx ? { waitUntil: (promise) => ctx.waitUntil(promise) } : {};
  } catch {
    // Hono throws when the request carries no execution context.
    return {};
  }
}

/**
 * The content provider of the current request's brand, built once per request: the brand picks
 * the space, the environment picks delivery or preview, KV holds the shared cache. A missing
 * space or token throws ContentConfigError here, on the first content lookup of the worker.
 */
export const getContentProvider = cache((): ContentProvider => {
  const { brand } = getRequestContext();
  const env = getRequestEnv();
  const config = readContentConfig(env, brand.id);
  return createContentProvider(config, { kv: env.CACHE, brand: brand.id, environment: config.environment, preview: config.preview, ...afterResponse() }, { onUnresolved: reportUnresolvedLinks });
});
