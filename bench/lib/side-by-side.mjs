import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { get } from './http-get.mjs';
import { median, percentile, round1 } from './stats.mjs';

/**
 * A cookie the edge cache does not know, so a signed-out page is rendered for every sample
 * (worker/edge-cache/cacheable-request.ts): a cache hit is the same at every catalogue size.
 */
const RENDER_EVERY_TIME = { cookie: 'bench=render' };

/**
 * The catalogue-size comparison, taken with every size's shop up and their samples interleaved:
 * one request to the small catalogue, one to the large, the order swapped each round. Taken
 * minutes apart, a change in the machine's load showed up as "scaling" (issue 13: 2.3× reported
 * for what side by side was 1.03×); interleaved, a load change hits both sizes alike.
 *
 * `shops` are { label, origin, host, headers: () => Promise<object>, paths: { [route name]: path } },
 * small first; `routes` are route entries of routes.mjs (their path is taken per shop from
 * `paths`, falling back to the route's own path; `pathAt(n)`, if given, names the n-th request's). Each route gets up to `samples` rounds within
 * `maxMs` after `warmup` requests per shop; each shop keeps one keep-alive socket, as measureTtfb.
 */
export async function measureSideBySide(shops, routes, { warmup = 5, samples = 60, maxMs = 8_000 } = {}) {
  const rows = [];
  for (const route of routes) {
    console.log(`Side by side: ${route.name}…`);
    const lanes = await Promise.all(
      shops.map(async (shop) => ({
        shop,
        url: new URL(shop.paths[route.name] ?? route.path, shop.origin).href,
        headers: route.signedIn ? await shop.headers() : route.kind === 'page' ? RENDER_EVERY_TIME : {},
        agent: new http.Agent({ keepAlive: true, maxSockets: 1 }),
        asked: 0,
        ttfbs: [],
        statuses: {},
      })),
    );
    try {
      const once = async (lane) => {
        // A route with pathAt asks another path each time (routes.mjs newWordsRoute).
        const url = route.pathAt ? new URL(route.pathAt(lane.asked++), lane.shop.origin).href : lane.url;
        const res = await get(url, { host: lane.shop.host, headers: lane.headers, agent: lane.agent });
        lane.statuses[res.status] = (lane.statuses[res.status] ?? 0) + 1;
        return res.ttfbMs;
      };
      for (const lane of lanes) for (let i = 0; i < warmup; i++) await once(lane);
      const deadline = performance.now() + maxMs;
      for (let round = 0; round < samples && performance.now() < deadline; round++) {
        const order = round % 2 === 0 ? lanes : [...lanes].reverse();
        for (const lane of order) lane.ttfbs.push(await once(lane));
      }
    } finally {
      for (const lane of lanes) lane.agent.destroy();
    }
    rows.push({
      name: route.name,
      paths: lanes.map((lane) => new URL(lane.url).pathname + new URL(lane.url).search),
      samples: lanes[0].ttfbs.length,
      medianMs: lanes.map((lane) => round1(median(lane.ttfbs))),
      p95Ms: lanes.map((lane) => round1(percentile(lane.ttfbs, 95))),
      statuses: lanes.map((lane) => lane.statuses),
    });
  }
  return rows;
}
