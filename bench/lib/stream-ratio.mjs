import http from 'node:http';
import { get } from './http-get.mjs';
import { median, round1 } from './stats.mjs';

/** The embedded backend's development-only delay switch (domain/dev/upstream-delay.ts). */
export const UPSTREAM_DELAY_HEADER = 'x-dev-upstream-delay-ms';

/**
 * Whether a page streams (issue 13): first body byte ÷ last body byte of the HTML, with every
 * upstream answer held `delayMs` by the embedded backend. 1.0 means the whole page was rendered
 * before the first byte; the goal is that the shell (header, banners, main's frame) goes out
 * before the data, ≤ 0.5. Sequential requests on one keep-alive socket, uncompressed (local
 * wrangler would buffer a gzipped answer), after a few warm-up requests; medians.
 */
export async function measureStreamRatio(url, { host, headers = {}, delayMs = 50, warmup = 3, samples = 15 } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const delayed = { ...headers, [UPSTREAM_DELAY_HEADER]: String(delayMs) };
  try {
    for (let i = 0; i < warmup; i++) await get(url, { host, headers: delayed, agent });
    const ratios = [];
    const firsts = [];
    const lasts = [];
    for (let i = 0; i < samples; i++) {
      const res = await get(url, { host, headers: delayed, agent });
      if (res.status !== 200) throw new Error(`${url} answered ${res.status} while measuring streaming`);
      ratios.push(res.ttfbMs / res.totalMs);
      firsts.push(res.ttfbMs);
      lasts.push(res.totalMs);
    }
    return { delayMs, samples, ratio: Math.round(median(ratios) * 100) / 100, firstByteMs: round1(median(firsts)), lastByteMs: round1(median(lasts)) };
  } finally {
    agent.destroy();
  }
}
