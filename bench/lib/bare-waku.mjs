import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { scriptUrls } from './client-js.mjs';

const APP = fileURLToPath(new URL('../bare-waku/', import.meta.url));
const WAKU = fileURLToPath(new URL('../../node_modules/.bin/waku', import.meta.url));

/** Issue 13's client JS goals, as multiples of the bare Waku page's. */
export const clientJsAims = { catalogueMax: 1.1, frontMax: 1.15 };

/**
 * The anchor of issue 13's client JS goals: `bench/bare-waku`, one static page with one client
 * component, built with the shop's own Waku, React and Vite. Its page's scripts are summed as the
 * shop's are (client-js.mjs: every script and modulepreload, gzip -9 each), read from the build.
 */
export function bareWakuClientJs() {
  const dist = join(APP, 'dist');
  rmSync(dist, { recursive: true, force: true });
  execFileSync(WAKU, ['build'], { cwd: APP, stdio: 'ignore' });
  const html = readFileSync(join(dist, 'public/index.html'), 'utf8');
  const gzipBytes = [...new Set(scriptUrls(html))].reduce((sum, url) => sum + gzipSync(readFileSync(join(dist, 'public', url)), { level: 9 }).length, 0);
  return { gzipKb: Math.round((gzipBytes / 1024) * 10) / 10 };
}

/** Each page's client JS against the anchor: catalogue pages ≤ 1.1×, the front page ≤ 1.15×. */
export function evaluateClientJs(pages, bareKb, aims = clientJsAims) {
  return pages
    .filter((page) => page.clientJsKb !== undefined)
    .map((page) => {
      const max = page.name === 'front' ? aims.frontMax : aims.catalogueMax;
      const ratio = Math.round((page.clientJsKb / bareKb) * 100) / 100;
      return { goal: `client JS ≤ ${max}× the bare Waku page (${bareKb} KB gzip)`, page: page.name, value: `${ratio}× (${page.clientJsKb} KB)`, met: ratio <= max };
    });
}
