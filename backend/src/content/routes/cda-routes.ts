import { notFound } from '../cda/cda-error';
import { createCdaRouter } from '../cda/create-cda-router';
import { requireContentScope } from '../cda/space-scope';
import { assetKeysRoutes } from './asset-keys-routes';
import { assetsRoutes } from './assets-routes';
import { contentTypesRoutes } from './content-types-routes';
import { entriesRoutes } from './entries-routes';
import { localesRoutes } from './locales-routes';
import { spaceRoutes } from './space-routes';
import { tagsRoutes } from './tags-routes';

/**
 * The Contentful-compatible delivery API: /spaces/{space} and everything under
 * /spaces/{space}/environments/{environment}/. Token and scope are checked once for the latter.
 */
const environmentRoutes = createCdaRouter();
environmentRoutes.use('*', requireContentScope());
environmentRoutes.route('/', entriesRoutes);
environmentRoutes.route('/', assetsRoutes);
environmentRoutes.route('/', contentTypesRoutes);
environmentRoutes.route('/', tagsRoutes);
environmentRoutes.route('/', localesRoutes);
environmentRoutes.route('/', assetKeysRoutes);

export const cdaRoutes = createCdaRouter();
cdaRoutes.route('/', spaceRoutes);
cdaRoutes.route('/spaces/:space/environments/:environment', environmentRoutes);
// Anything else under /spaces answers in the CDA's shape too, not the backend's generic 404.
cdaRoutes.all('/spaces/*', () => {
  throw notFound('Endpoint', 'unknown');
});
