import { z } from 'zod';
import type { BackendEnv } from '../../backend-env';
import { notFound } from '../../lib/api-error';
import { createRouter } from '../../lib/create-router';
import { validateParams } from '../../lib/validate';
import { loadRowsByIds } from '../store/content-row-repository';
import { findSpace } from '../store/space-repository';
import { contentSvg } from './content-svg';

const SVG_HEADERS = { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=86400', 'X-Content-Type-Options': 'nosniff' };

const ImageParams = z.object({
  space: z.string().regex(/^[a-z0-9-]{1,64}$/, 'Expected a space id'),
  file: z.string().regex(/^[A-Za-z0-9_-]{1,64}\.svg$/, 'Expected {assetId}.svg'),
});

const ImageFileSchema = z.object({ title: z.string().default(''), file: z.object({ details: z.object({ image: z.object({ width: z.number().int().min(1).max(4000), height: z.number().int().min(1).max(4000) }) }) }) });

/**
 * GET /images/content/{space}/{assetId}.svg: the file of a published asset (asset file.url points
 * here). Under /images so the shop's image proxy serves it; public like Contentful's asset CDN.
 */
export const contentImageRoutes = createRouter<BackendEnv>();

contentImageRoutes.get('/images/content/:space/:file', validateParams(ImageParams), async (c) => {
  const { space: spaceId, file } = c.req.valid('param');
  const [space, [asset]] = await Promise.all([findSpace(c.env.DB, spaceId), loadRowsByIds(c.env.DB, 'content_assets', spaceId, [file.slice(0, -4)], false)]);
  if (!space || !asset) throw notFound('No such image');
  const fields = ImageFileSchema.safeParse(asset.fields);
  if (!fields.success) throw notFound('No such image');
  const { width, height } = fields.data.file.details.image;
  return c.body(contentSvg({ title: fields.data.title, width, height, color: space.themeColor }), 200, SVG_HEADERS);
});
