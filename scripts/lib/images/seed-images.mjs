// Fills the local object store (R2 binding IMAGES of the shop worker) with the catalogue's
// illustrations: every product family × finish × view the seed's category tree can produce, and a
// tile per category. Drawn as SVG, rasterised with resvg to a PNG master at the drawing's size, cached by the
// SVG's hash in .tmp/image-cache so a second run only copies files into R2.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import { getPlatformProxy } from 'wrangler';
import { CATEGORY_TREE } from '../../../backend/seed/catalogue/category-tree.mjs';
import { flattenCategories } from '../../../backend/seed/catalogue/category-rows.mjs';
import { categoryImageKey, finishOf, kindOf, PRODUCT_VIEWS, productImageKey } from '../../../backend/src/catalogue/image-family.ts';
import { contentImages } from './content-images.mjs';
import { categorySvg, productSvg } from './compose.mjs';

const CACHE = '.tmp/image-cache';
/** The bucket of the IMAGES binding in wrangler.toml (local state keeps buckets by name). */
export const IMAGE_BUCKET = 'shop-images';

const fill = (template, combo) => template.replace(/\{(\w+)\}/g, (_, key) => combo[key] ?? '');
const combinations = (dims) => Object.entries(dims).reduce((combos, [key, list]) => combos.flatMap((combo) => list.map((value) => ({ ...combo, [key]: value }))), [{}]);

/** key → SVG source for every image the catalogue and the content spaces refer to. */
export function imageSources() {
  const { rows, leaves } = flattenCategories(CATEGORY_TREE);
  const topIcon = new Map(rows.filter((row) => row.level === 1).map((row) => [row.id, row.icon]));
  const iconOf = (row) => topIcon.get(row.ancestors.split(' ')[0]) ?? '';
  const sources = new Map();
  for (const { category, family, leafName } of leaves) {
    const kind = kindOf(leafName, iconOf(category));
    for (const combo of combinations(family.dims)) {
      const attributes = Object.entries(family.attrs).map(([name, template]) => [name, fill(template, combo)]);
      const finish = finishOf(fill(family.template, combo), attributes);
      for (const view of PRODUCT_VIEWS) sources.set(productImageKey(kind, finish, view), () => productSvg(kind, finish, view));
    }
  }
  for (const row of rows) {
    const icon = iconOf(row);
    const kind = kindOf(row.name, icon);
    sources.set(categoryImageKey(icon, kind), () => categorySvg(icon, kind));
  }
  for (const [key, draw] of contentImages()) sources.set(key, draw);
  return sources;
}

function rendered(svg) {
  const hash = createHash('sha256').update(svg).digest('hex').slice(0, 24);
  const file = `${CACHE}/${hash}.png`;
  if (existsSync(file)) return readFileSync(file);
  const png = new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().asPng();
  writeFileSync(file, png);
  return png;
}

/**
 * One put, tried up to four times: on a loaded machine the local proxy now and then closes a
 * connection mid-body ("other side closed"); a put of the same bytes under the same key is safe
 * to repeat, and a seed that gives up would fail every test run behind it.
 */
async function putWithRetry(bucket, key, bytes) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await bucket.put(key, bytes, { httpMetadata: { contentType: 'image/png' } });
    } catch (error) {
      if (attempt >= 4) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
    }
  }
}

/** Draws (or takes from the cache) every image and puts it into the local R2 under `persistTo`. */
export async function seedImages(persistTo, { quiet = false } = {}) {
  mkdirSync(CACHE, { recursive: true });
  const started = Date.now();
  const sources = imageSources();
  // A config with the bucket alone, so the proxy starts no service the shop's config names; the
  // persist path is the one `wrangler dev --persist-to` reads.
  const config = `.tmp/images-wrangler-${process.pid}.json`;
  writeFileSync(config, JSON.stringify({ name: 'images-seed', compatibility_date: '2026-10-01', r2_buckets: [{ binding: 'IMAGES', bucket_name: IMAGE_BUCKET }] }));
  const proxy = await getPlatformProxy({ configPath: config, persist: { path: `${persistTo}/v3` } });
  try {
    const bucket = proxy.env.IMAGES;
    const entries = [...sources];
    // A few puts at a time: the local bucket is a SQLite file and a blob folder.
    for (let i = 0; i < entries.length; i += 8) {
      await Promise.all(entries.slice(i, i + 8).map(([key, draw]) => putWithRetry(bucket, key, rendered(draw()))));
    }
  } finally {
    await proxy.dispose();
    rmSync(config, { force: true });
  }
  if (!quiet) console.log(`Images: ${sources.size} illustrations in the local object store (${Date.now() - started} ms).`);
}
