import { z } from 'zod';
import type { BackendEnv } from '../backend-env';
import { notFound } from '../lib/api-error';
import { createRouter } from '../lib/create-router';
import { validateParams } from '../lib/validate';
import { loadCategoryIndex } from './category-repository';
import { loadVariantsByArticleNumbers } from './variant-repository';
import { categorySvg, pictogramSvg, variantSvg } from './svg-images';

/** Generated images for variants, categories and hazard pictograms (public, long cached). */
export const imageRoutes = createRouter<BackendEnv>();

const SVG_HEADERS = { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=86400', 'X-Content-Type-Options': 'nosniff' };

const VariantImage = z.object({ file: z.string().regex(/^\d{7}(-[23])?\.svg$/, 'Expected {articleNumber}[-2|-3].svg') });

imageRoutes.get('/images/:file', validateParams(VariantImage), async (c) => {
  const [articleNumber = '', view = '1'] = c.req.valid('param').file.replace('.svg', '').split('-');
  const [[row], index] = await Promise.all([loadVariantsByArticleNumbers(c.env.DB, [articleNumber]), loadCategoryIndex(c.env.DB)]);
  if (!row || row.image_count < Number(view)) throw notFound('No such image');
  const leaf = index.byId.get(row.category_id);
  const icon = (leaf ? index.trailOf(leaf)[0]?.icon : null) ?? '';
  return c.body(variantSvg({ name: row.name, articleNumber, brand: row.manufacturer, icon, view: Number(view) }), 200, SVG_HEADERS);
});

const CategoryImage = z.object({ file: z.string().regex(/^K\d{2,12}\.svg$/, 'Expected {categoryId}.svg') });

imageRoutes.get('/images/categories/:file', validateParams(CategoryImage), async (c) => {
  const index = await loadCategoryIndex(c.env.DB);
  const row = index.byId.get(c.req.valid('param').file.replace('.svg', ''));
  if (!row) throw notFound('No such image');
  return c.body(categorySvg({ name: row.name, icon: index.trailOf(row)[0]?.icon ?? '' }), 200, SVG_HEADERS);
});

const Pictogram = z.object({ file: z.string().regex(/^GHS0[1-9]\.svg$/, 'Expected GHS01.svg … GHS09.svg') });

imageRoutes.get('/images/ghs/:file', validateParams(Pictogram), (c) => c.body(pictogramSvg(c.req.valid('param').file.replace('.svg', '')), 200, SVG_HEADERS));
