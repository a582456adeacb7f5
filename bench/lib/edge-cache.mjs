import http from 'node:http';
import { floorRoutes } from './floor.mjs';
import { get } from './http-get.mjs';
import { median, round1 } from './stats.mjs';

/** Issue 13: a signed-out page served from the edge cache answers within twice the static floor. */
export const edgeCacheAims = { hitToFloorMax: 2 };

/** Signed-out pages the edge cache keeps (decision 039). */
const cachedPages = ({ categoryPath, productPath }) => [
  { name: 'front', path: '/' },
  { name: 'category', path: categoryPath },
  { name: 'product', path: productPath },
  { name: 'search', path: '/search?q=kabel' },
  { name: 'content', path: '/guider/handboken' },
];

/**
 * TTFB of edge cache hits ÷ the static floor (decision 039): per page, after a request that fills
 * the cache, samples of the page and of the floor file closest to it in size alternate on one
 * keep-alive socket each, so load drift touches both alike. Every page sample must say
 * `x-shop-cache: hit`; the count of those that did is reported.
 */
export async function measureEdgeCacheHits(origin, { host, catalogue, samples = 40, log = console.log }) {
  const pageAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const floorAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const rows = [];
  try {
    for (const page of cachedPages(catalogue)) {
      log(`Measuring edge cache hits of ${page.name}: ${page.path}…`);
      const url = new URL(page.path, origin).href;
      const filled = await get(url, { host, agent: pageAgent });
      if (filled.status !== 200) throw new Error(`${page.path} answered ${filled.status}`);
      const floor = closestFloorRoute(filled.body.length);
      const floorUrl = new URL(floor.path, origin).href;
      for (let i = 0; i < 3; i++) await Promise.all([get(url, { host, agent: pageAgent }), get(floorUrl, { host, agent: floorAgent })]);
      const hits = [];
      const floors = [];
      let hitCount = 0;
      for (let i = 0; i < samples; i++) {
        const res = await get(url, { host, agent: pageAgent });
        hits.push(res.ttfbMs);
        if (res.headers['x-shop-cache'] === 'hit') hitCount++;
        floors.push((await get(floorUrl, { host, agent: floorAgent })).ttfbMs);
      }
      const hitMs = median(hits);
      const floorMs = median(floors);
      rows.push({ ...page, bytes: filled.body.length, firstMs: round1(filled.ttfbMs), first: filled.headers['x-shop-cache'] ?? 'none', hitMs: round1(hitMs), floor: floor.path, floorMs: round1(floorMs), ratio: round1(hitMs / floorMs), hits: hitCount, samples });
    }
  } finally {
    pageAgent.destroy();
    floorAgent.destroy();
  }
  return rows;
}

function closestFloorRoute(bytes) {
  // floorRoutes picks the JS chunk closest to the size it is given; the stylesheet is the small one.
  const [css, chunk] = floorRoutes(bytes);
  return bytes < 20_000 ? css : chunk;
}

export function evaluateEdgeCache(rows, aims = edgeCacheAims) {
  return rows.map((row) => ({ goal: `edge cache hit TTFB ≤ ${aims.hitToFloorMax}× the floor`, page: row.name, value: row.ratio, met: row.ratio <= aims.hitToFloorMax && row.hits === row.samples }));
}
