import { performance } from 'node:perf_hooks';
import { get } from './http-get.mjs';
import { measureClientJs } from './client-js.mjs';
import { clearsSession } from './sign-in.mjs';
import { round1 } from './stats.mjs';
import { measureThroughput } from './throughput.mjs';
import { measureTtfb } from './ttfb.mjs';

/**
 * All figures for one route: sequential TTFB (after warm-up), throughput under load, and for
 * page routes the client JavaScript the HTML references. `host` carries the shop's port so it
 * looks like a real brand request (the brand middleware ignores the port); `headers` carries the
 * Cookie of signed-in routes. A signed-in route answered as signed out stops the bench: its
 * figures would be the anonymous page's.
 */
export async function measureRoute(origin, route, { host, headers = {}, sampling = {} }) {
  const began = performance.now();
  const url = new URL(route.path, origin).href;
  const first = await get(url, { host, headers });
  if (route.signedIn && clearsSession(first)) throw new Error(`${route.name} (${route.path}) was answered signed out`);
  const ttfb = await measureTtfb(url, { host, headers, warmup: sampling.warmup, samples: sampling.samples, maxMs: sampling.maxMs });
  const load = await measureThroughput(url, { host, headers, durationS: sampling.loadS, amount: sampling.loadAmount });
  let clientJs = null;
  if (route.kind === 'page') clientJs = await measureClientJs(url, first.body.toString('utf8'), { host });
  return { ...route, signedIn: Boolean(route.signedIn), expectedStatus: route.status ?? 200, bytes: ttfb.bytes, ttfb, load, clientJs, seconds: round1((performance.now() - began) / 1000) };
}
