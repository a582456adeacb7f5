import { get } from './http-get.mjs';
import { measureClientJs } from './client-js.mjs';
import { measureThroughput } from './throughput.mjs';
import { measureTtfb } from './ttfb.mjs';

/**
 * All figures for one route: sequential TTFB (after warm-up), throughput under load, and for
 * page routes the client JavaScript the HTML references. `host` carries the shop's port so it
 * looks like a real brand request (the brand middleware ignores the port).
 */
export async function measureRoute(origin, route, { host }) {
  const url = new URL(route.path, origin).href;
  const ttfb = await measureTtfb(url, { host });
  const load = await measureThroughput(url, { host });
  let clientJs = null;
  if (route.kind === 'page') {
    const page = await get(url, { host });
    clientJs = await measureClientJs(url, page.body.toString('utf8'), { host });
  }
  return { ...route, expectedStatus: route.status ?? 200, bytes: ttfb.bytes, ttfb, load, clientJs };
}
