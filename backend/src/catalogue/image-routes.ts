import { z } from 'zod';
import type { BackendEnv } from '../backend-env';
import { createRouter } from '../lib/create-router';
import { validateParams } from '../lib/validate';
import { pictogramSvg } from './svg-images';

/**
 * Generated hazard pictograms (public, long cached). Product and category pictures are no longer
 * drawn here: they live in the shop's object store (decision 024, image-family.ts).
 */
export const imageRoutes = createRouter<BackendEnv>();

const SVG_HEADERS = { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=86400', 'X-Content-Type-Options': 'nosniff' };

const Pictogram = z.object({ file: z.string().regex(/^GHS0[1-9]\.svg$/, 'Expected GHS01.svg … GHS09.svg') });

imageRoutes.get('/images/ghs/:file', validateParams(Pictogram), (c) => c.body(pictogramSvg(c.req.valid('param').file.replace('.svg', '')), 200, SVG_HEADERS));
