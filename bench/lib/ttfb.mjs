import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { get } from './http-get.mjs';
import { median, percentile, round1 } from './stats.mjs';

/**
 * Warms a route up, then times the first body byte of sequential requests. One keep-alive
 * socket is reused so the figure is the worker's answer time, not TCP set-up. Bounded in count
 * (samples) and in time (maxMs): a slow route yields fewer samples instead of a longer run.
 */
export async function measureTtfb(url, { host, headers, warmup = 10, samples = 100, maxMs = 15_000 } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (let i = 0; i < warmup; i++) await get(url, { host, headers, agent });
    const ttfbs = [];
    const totals = []; // whole-response times: far above TTFB means the page streams
    const statuses = {};
    let bytes = 0;
    const deadline = performance.now() + maxMs;
    while (ttfbs.length < samples && performance.now() < deadline) {
      const res = await get(url, { host, headers, agent });
      ttfbs.push(res.ttfbMs);
      totals.push(res.totalMs);
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      bytes = res.body.length;
    }
    return { samples: ttfbs.length, medianMs: round1(median(ttfbs)), p95Ms: round1(percentile(ttfbs, 95)), totalMedianMs: round1(median(totals)), statuses, bytes };
  } finally {
    agent.destroy();
  }
}
