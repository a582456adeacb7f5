import { readFileSync } from 'node:fs';
import http from 'node:http';
import { get, postBody } from './http-get.mjs';
import { UPSTREAM_DELAY_HEADER } from './stream-ratio.mjs';
import { median, percentile, round1 } from './stats.mjs';

/** What issue 6 measures: the front page and the 50-section content page (backend/seed/content). */
export const CONTENT_ROUTES = [
  { name: 'front page', path: '/' },
  { name: 'content page, 50 sections', path: '/guider/handboken' },
];

/** Samples per content route: warm ones until `warmMaxMs`, and `cold` purged ones. */
export const CONTENT_SAMPLING = { warmup: 3, warm: 50, warmMaxMs: 4_000, cold: 20 };

/** A variable of wrangler.toml's [vars] (the dev webhook secret, the ljus space id). */
function wranglerVar(name) {
  const match = new RegExp(`^${name}\\s*=\\s*"([^"]*)"`, 'm').exec(readFileSync('wrangler.toml', 'utf8'));
  if (!match) throw new Error(`${name} not found in wrangler.toml`);
  return match[1];
}

/**
 * The content cache's own report of one response: `Server-Timing: content-cache;desc="hit=3
 * stale=0 miss=1"` (src/features/content/content-context.ts). Zeros when the header is absent.
 */
export function cacheOutcomes(headers) {
  const value = [headers['server-timing'] ?? ''].flat().join(', ');
  const desc = /content-cache;desc="([^"]*)"/.exec(value)?.[1] ?? '';
  const count = (name) => Number(new RegExp(`\\b${name}=(\\d+)`).exec(desc)?.[1] ?? 0);
  return { hit: count('hit'), stale: count('stale'), miss: count('miss'), reported: desc !== '' };
}

const addOutcomes = (sum, o) => ({ hit: sum.hit + o.hit, stale: sum.stale + o.stale, miss: sum.miss + o.miss, responses: sum.responses + 1, reported: sum.reported + (o.reported ? 1 : 0) });
const ZERO = { hit: 0, stale: 0, miss: 0, responses: 0, reported: 0 };
/** (fresh + stale hits) / lookups, as a percentage; null without lookups. */
export const hitRatio = (o) => (o.hit + o.stale + o.miss ? round1((100 * (o.hit + o.stale)) / (o.hit + o.stale + o.miss)) : null);

const summary = (ttfbs, totals, outcomes, statuses) => ({
  samples: ttfbs.length,
  medianMs: round1(median(ttfbs)),
  p95Ms: round1(percentile(ttfbs, 95)),
  totalMedianMs: round1(median(totals)),
  statuses,
  cache: { ...outcomes, hitRatioPct: hitRatio(outcomes) },
});

/**
 * Issue 6: TTFB of each content route with a warm cache (sequential, one keep-alive socket, after
 * a warm-up) and with a cold one (the brand's content purged through POST /api/content/webhook
 * before every sample, as the content system does on publish), plus the KV hit ratio from the
 * Server-Timing header of every measured response. Signed out: content is shared, not per buyer.
 * Every request carries the development upstream delay switch set to 0: it delays nothing, but
 * keeps the page out of the edge cache (decision 039), which would otherwise answer every warm
 * sample itself, with no content lookup to time or count.
 */
const RENDERED = { [UPSTREAM_DELAY_HEADER]: '0' };

export async function measureContent(origin, { host, sampling = CONTENT_SAMPLING, log = console.log }) {
  const secret = wranglerVar('CONTENT_WEBHOOK_SECRET');
  const payload = JSON.stringify({ sys: { space: { sys: { id: wranglerVar('CONTENT_SPACE_LJUS') } } } });
  const purge = async () => {
    const res = await postBody(new URL('/api/content/webhook', origin).href, payload, 'application/json', { host, headers: { 'x-content-webhook-secret': secret } });
    const purged = res.status === 200 ? JSON.parse(res.body.toString('utf8')).purged : [];
    if (!purged.includes('ljus')) throw new Error(`the content webhook did not purge ljus: ${res.status} ${res.body.toString('utf8').slice(0, 200)}`);
  };
  const rows = [];
  for (const route of CONTENT_ROUTES) {
    log(`Measuring content ${route.name}: ${route.path}, warm and cold…`);
    const url = new URL(route.path, origin).href;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const sample = async (ttfbs, totals, acc, statuses) => {
        const res = await get(url, { host, agent, headers: RENDERED });
        ttfbs.push(res.ttfbMs);
        totals.push(res.totalMs);
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        return addOutcomes(acc, cacheOutcomes(res.headers));
      };
      for (let i = 0; i < sampling.warmup; i++) await get(url, { host, agent, headers: RENDERED });
      const warm = { ttfbs: [], totals: [], outcomes: ZERO, statuses: {} };
      const deadline = performance.now() + sampling.warmMaxMs;
      while (warm.ttfbs.length < sampling.warm && performance.now() < deadline) warm.outcomes = await sample(warm.ttfbs, warm.totals, warm.outcomes, warm.statuses);
      const cold = { ttfbs: [], totals: [], outcomes: ZERO, statuses: {} };
      for (let i = 0; i < sampling.cold; i++) {
        await purge();
        cold.outcomes = await sample(cold.ttfbs, cold.totals, cold.outcomes, cold.statuses);
      }
      rows.push({ ...route, warm: summary(warm.ttfbs, warm.totals, warm.outcomes, warm.statuses), cold: summary(cold.ttfbs, cold.totals, cold.outcomes, cold.statuses) });
    } finally {
      agent.destroy();
    }
  }
  const total = rows.reduce((sum, row) => {
    for (const mode of ['warm', 'cold']) for (const key of ['hit', 'stale', 'miss', 'responses', 'reported']) sum[key] += row[mode].cache[key];
    return sum;
  }, { ...ZERO });
  return { rows, cache: { ...total, hitRatioPct: hitRatio(total) } };
}
