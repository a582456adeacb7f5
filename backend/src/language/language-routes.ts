import { SHOP_LANGUAGE_CONFIG } from '../../../domain/language/language-config';
import { createRouter } from '../lib/create-router';
import type { BackendEnv } from '../backend-env';

/**
 * GET /language-config (spec point 7): the locales the shop offers, its default and how a locale
 * is chosen (no prefix or domain per locale). Public and the same for everyone, so cacheable.
 */
export const languageRoutes = createRouter<BackendEnv>();

languageRoutes.get('/language-config', (c) => c.json(SHOP_LANGUAGE_CONFIG, 200, { 'Cache-Control': 'public, max-age=300' }));
