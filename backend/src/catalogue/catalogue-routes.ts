import { z } from 'zod';
import type { BackendEnv } from '../backend-env';
import { badRequest, notFound } from '../lib/api-error';
import { createRouter } from '../lib/create-router';
import { limitJsonBody, validateJson, validateParams, validateQuery } from '../lib/validate';
import { showsCategory } from './assortment-scope';
import { breadcrumbOf, menuTree } from './category-answers';
import { loadCatalogue, loadCategoryIndex } from './category-repository';
import { AssortmentId, CategoryId, CategoryPath, QueryFlag, Slug } from './catalogue-params';
import { loadAttributeSequence } from './attribute-sequence';
import { loadVariantPage } from './variant-page';
import { imageRoutes } from './image-routes';
import { documentRoutes } from './document-routes';

/**
 * The product service's catalogue structure: menu, breadcrumbs, attribute sequences, variant by
 * slug. Nothing here is per user, so answers may be cached (per assortment) by the shop and CDN.
 */
export const catalogueRoutes = createRouter<BackendEnv>();

const CACHEABLE = { 'Cache-Control': 'public, max-age=300' };

catalogueRoutes.route('/', imageRoutes);
catalogueRoutes.route('/', documentRoutes);

catalogueRoutes.get('/menu', validateQuery(z.object({ assortment: AssortmentId.optional(), depth: z.coerce.number().int().min(1).max(5).optional() })), async (c) => {
  const { assortment: assortmentId, depth = 5 } = c.req.valid('query');
  const { index, assortment } = await loadCatalogue(c.env.DB, assortmentId);
  return c.json({ assortment: { id: assortment.id, name: assortment.name }, categories: menuTree(index, assortment.scope, depth) }, 200, CACHEABLE);
});

const BreadcrumbQuery = z.object({ images: QueryFlag, assortment: AssortmentId.optional() });

catalogueRoutes.get('/breadcrumbs/:id', validateParams(z.object({ id: CategoryId })), validateQuery(BreadcrumbQuery), async (c) => {
  const { id } = c.req.valid('param');
  const { images, assortment: assortmentId } = c.req.valid('query');
  const { index, assortment: { scope } } = await loadCatalogue(c.env.DB, assortmentId);
  const row = index.byId.get(id);
  if (!row || !showsCategory(scope, row)) throw notFound(`Unknown category: ${id}`);
  return c.json(breadcrumbOf(index, scope, row, images), 200, CACHEABLE);
});

const BreadcrumbSearch = z.object({
  ids: z.array(CategoryId).max(100).optional(),
  paths: z.array(CategoryPath).max(100).optional(),
  images: z.boolean().optional(),
  assortment: AssortmentId.optional(),
});

/** Several categories at once, by id or slug path; misses go to `errors`, not a failed call. */
catalogueRoutes.post('/breadcrumbs/search', limitJsonBody(), validateJson(BreadcrumbSearch), async (c) => {
  const { ids = [], paths = [], images = false, assortment: assortmentId } = c.req.valid('json');
  if (ids.length + paths.length === 0) throw badRequest('ids or paths: At least one is required');
  const { index, assortment: { scope } } = await loadCatalogue(c.env.DB, assortmentId);
  const lookups = [...ids.map((id) => ({ key: { id }, row: index.byId.get(id) })), ...paths.map((path) => ({ key: { path }, row: index.byPath.get(path) }))];
  const result = lookups.flatMap(({ row }) => (row && showsCategory(scope, row) ? [breadcrumbOf(index, scope, row, images)] : []));
  const errors = lookups.flatMap(({ key, row }) => (row && showsCategory(scope, row) ? [] : [{ ...key, status: 404, message: 'Unknown category' }]));
  return c.json({ result, errors }, 200, CACHEABLE);
});

catalogueRoutes.get('/attribute-sequence/:category/:version{1}', validateParams(z.object({ category: CategoryId, version: z.literal('1') })), async (c) => {
  const { category } = c.req.valid('param');
  const index = await loadCategoryIndex(c.env.DB);
  const row = index.byId.get(category);
  if (!row) throw notFound(`Unknown category: ${category}`);
  return c.json({ categoryId: category, data: await loadAttributeSequence(c.env.DB, row) }, 200, CACHEABLE);
});

catalogueRoutes.get('/variants/by-slug/:slug', validateParams(z.object({ slug: Slug })), validateQuery(z.object({ assortment: AssortmentId.optional() })), async (c) => {
  const variant = await loadVariantPage(c.env.DB, c.req.valid('param').slug, c.req.valid('query').assortment);
  if (!variant) throw notFound('Unknown product');
  return c.json({ variant }, 200, CACHEABLE);
});
