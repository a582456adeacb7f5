import { z } from 'zod';
import type { BackendEnv } from '../backend-env';
import { notFound } from '../lib/api-error';
import { createRouter } from '../lib/create-router';
import { validateParams } from '../lib/validate';
import { loadConfigurationModels } from './configuration-repository';

/**
 * The product service's configuration models (decision 035): what a configurable article allows.
 * Not per user, so the answer may be cached like the rest of the catalogue.
 */
export const configurationRoutes = createRouter<BackendEnv>();

configurationRoutes.get('/configurations/:articleNumber', validateParams(z.object({ articleNumber: z.string().trim().min(1).max(40) })), async (c) => {
  const { articleNumber } = c.req.valid('param');
  const model = (await loadConfigurationModels(c.env.DB, [articleNumber])).get(articleNumber);
  if (!model) throw notFound('The article is not configurable');
  return c.json(model, 200, { 'Cache-Control': 'public, max-age=300' });
});
