import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { distDir } from '../../scripts/lib/shop-server.mjs';

/**
 * The floor: static files the same worker serves straight from its assets, so their TTFB is
 * what wrangler/workerd cost with no rendering at all. A route's TTFB is compared with the floor
 * entry closest to it in size, so the ratio shows rendering cost rather than transfer size.
 * Two entries: the brand stylesheet, and the built JS chunk closest in size to the front page.
 */
export function floorRoutes(frontPageBytes) {
  const assetsDir = join(distDir(), 'public/assets');
  const chunks = readdirSync(assetsDir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, bytes: statSync(join(assetsDir, name)).size }));
  if (chunks.length === 0) throw new Error(`no .js files in ${assetsDir}; did the build run?`);
  const closest = chunks.reduce((best, c) => (Math.abs(c.bytes - frontPageBytes) < Math.abs(best.bytes - frontPageBytes) ? c : best));
  return [
    { name: 'floor: brand css', path: '/brands/ljus/theme.css', kind: 'floor' },
    { name: 'floor: js chunk', path: `/assets/${closest.name}`, kind: 'floor' },
  ];
}

/** The measured floor row whose body size is closest to `bytes`. */
export function closestFloor(floorRows, bytes) {
  return floorRows.reduce((best, f) => (Math.abs(f.bytes - bytes) < Math.abs(best.bytes - bytes) ? f : best));
}
