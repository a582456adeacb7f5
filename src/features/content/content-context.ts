import 'server-only';
import { cache } from 'react';
import { countContentCacheOutcome, getRequestContext } from '../../lib/request';
import { createContentProvider, type ContentProvider } from '../../lib/upstream/content';
import { reportContentProblem, reportUnresolvedLinks } from './report-content';

/**
 * The content provider of the current request's brand, built once per request: the brand picks
 * the space, the environment picks delivery or preview, KV holds the shared cache. A missing
 * space or token throws ContentConfigError here, on the first content lookup of the worker.
 */
export const getContentProvider = cache((): ContentProvider => {
  const { brand, cache: kv, contentConfig, waitUntil } = getRequestContext();
  const config = contentConfig();
  return createContentProvider(config, { kv, brand: brand.id, environment: config.environment, preview: config.preview, onOutcome: countContentCacheOutcome, waitUntil }, { onUnresolved: reportUnresolvedLinks, onProblem: reportContentProblem });
});
