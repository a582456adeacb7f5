// node bench/capacity.mjs: the capacity simulation of docs/operations.md. Replays the traffic shape
// of a large wholesaler's day (trade buyers: a peak before 9 and after lunch, quiet evenings) against
// one local shop (one workerd isolate) at a compressed timescale, one "hour" per HOUR_S seconds,
// and reports per page type the throughput one isolate reaches and, per hour, offered against
// served load and p95, ending with the bottleneck: the first hour and page type that fell behind.
// Like npm run bench it never fails on timings; only a broken harness exits non-zero.
import { performance } from 'node:perf_hooks';
import { pickCatalogueRoutes } from './lib/catalogue.mjs';
import { get } from './lib/http-get.mjs';
import { withBench } from './lib/shop.mjs';
import { signedInSession } from './lib/sign-in.mjs';
import { percentile, round1 } from './lib/stats.mjs';
import { measureThroughput } from './lib/throughput.mjs';
import { BRAND_HOST } from './routes.mjs';

process.chdir(new URL('..', import.meta.url).pathname);

const HOUR_S = Number(process.env.CAPACITY_HOUR_S ?? 2);
const VARIANTS = 2_000;
// Share of the day's page views per hour 0..23 (sums to 1): trade counters open at 6, peak 7-9
// and 13-15, a long tail to 22. From the shape of a wholesaler's web statistics, rounded.
const DAY = [0, 0, 0, 0, 0, 0.01, 0.04, 0.1, 0.12, 0.1, 0.08, 0.07, 0.06, 0.09, 0.1, 0.08, 0.06, 0.04, 0.02, 0.01, 0.01, 0.005, 0.005, 0];
// The page mix of a signed-in trade buyer's visit.
const MIX = [
  ['product', 0.35],
  ['category', 0.3],
  ['search', 0.15],
  ['front', 0.1],
  ['cart', 0.1],
];

await withBench(
  async ({ databases, start }) => {
    const shop = await start(databases[0].persistTo);
    try {
      const host = `${BRAND_HOST}:${new URL(shop.origin).port}`;
      const session = signedInSession(shop.origin, { host });
      const headers = await session.headers();
      const { categoryPath, productPath } = await pickCatalogueRoutes(shop.origin, { host, headers });
      const paths = { product: productPath, category: categoryPath, search: '/search?q=kabel', front: '/', cart: '/cart' };

      console.log(`\nPer isolate (one local workerd, 10 connections, 3 s each), signed in:`);
      const capacity = {};
      for (const [type] of MIX) {
        const r = await measureThroughput(new URL(paths[type], shop.origin).href, { host, headers, connections: 10, durationS: 3 });
        capacity[type] = r.requestsPerS;
        console.log(`  ${type.padEnd(9)} ${String(r.requestsPerS).padStart(5)} req/s  p95 ${r.p95Ms} ms  (${1000 / Math.max(r.requestsPerS, 1) >= 1 ? round1(1000 / r.requestsPerS) : '<1'} ms per request)`);
      }
      // The mix's capacity: harmonic, weighted by share.
      const mixCapacity = 1 / MIX.reduce((sum, [type, share]) => sum + share / Math.max(capacity[type], 1), 0);
      // Offer the peak hour at 1.3x what the mix can take, so the day crosses the limit.
      const dailyViews = (mixCapacity * 1.3 * HOUR_S) / Math.max(...DAY);
      console.log(`\nMixed page capacity ${Math.round(mixCapacity)} req/s; replaying ${Math.round(dailyViews)} page views, one hour per ${HOUR_S} s:`);
      console.log('  hour  offered/s  served/s  p95 ms  slowest type');
      let bottleneck = null;
      for (let hour = 0; hour < 24; hour++) {
        const offered = (dailyViews * DAY[hour]) / HOUR_S;
        if (offered === 0) continue;
        const samples = [];
        const inFlight = [];
        const began = performance.now();
        for (let i = 0; performance.now() - began < HOUR_S * 1000; i++) {
          // Open loop: requests leave on schedule whether or not earlier ones are answered.
          const due = began + (i * 1000) / offered;
          const wait = due - performance.now();
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
          const type = pick(i);
          const t0 = performance.now();
          inFlight.push(
            get(new URL(paths[type], shop.origin).href, { host, headers, timeoutMs: 15_000 })
              .then((res) => samples.push({ type, ms: performance.now() - t0, ok: res.status === 200 }))
              .catch(() => samples.push({ type, ms: performance.now() - t0, ok: false })),
          );
        }
        await Promise.all(inFlight);
        const elapsed = (performance.now() - began) / 1000;
        const served = samples.filter((s) => s.ok).length / elapsed;
        const p95 = percentile(samples.map((s) => s.ms), 95);
        const slowest = MIX.map(([type]) => [type, percentile(samples.filter((s) => s.type === type).map((s) => s.ms), 95) || 0]).sort((a, b) => b[1] - a[1])[0];
        console.log(`  ${String(hour).padStart(4)}  ${offered.toFixed(1).padStart(9)}  ${served.toFixed(1).padStart(8)}  ${String(Math.round(p95)).padStart(6)}  ${slowest[0]} (${Math.round(slowest[1])} ms)`);
        if (!bottleneck && (served < offered * 0.95 || p95 > 1000)) bottleneck = { hour, offered, served, p95, type: slowest[0] };
      }
      console.log(
        bottleneck
          ? `\nBottleneck: hour ${bottleneck.hour}, offered ${bottleneck.offered.toFixed(1)}/s, served ${bottleneck.served.toFixed(1)}/s, p95 ${Math.round(bottleneck.p95)} ms; slowest page type: ${bottleneck.type} (CPU of the render in one isolate; in production more isolates start, so the limit moves to D1 and the upstreams).`
          : '\nNo hour fell behind.',
      );
    } finally {
      await shop.stop();
    }
  },
  { sizes: [VARIANTS] },
);

/** The i-th request's page type, spread evenly by the mix (deterministic, no randomness). */
function pick(i) {
  const x = ((i * 0.618033988749895) % 1 + 1) % 1;
  let sum = 0;
  for (const [type, share] of MIX) if (x < (sum += share)) return type;
  return MIX[0][0];
}
