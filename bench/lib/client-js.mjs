import { gzipSync } from 'node:zlib';
import { get } from './http-get.mjs';

const ATTRIBUTE = /([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["']([^"']+)["']\s*\)/g;

function attributesOf(tag) {
  const attrs = {};
  for (const [, name, dq, sq, bare] of tag.matchAll(ATTRIBUTE)) attrs[name.toLowerCase()] = (dq ?? sq ?? bare).replaceAll('&amp;', '&');
  return attrs;
}

/**
 * The JavaScript URLs a browser loads for this HTML: <script src>, <link rel="modulepreload">,
 * and import("…") in inline scripts (how Waku starts its client entry). A regex scan is enough
 * for HTML our own build emits; it is not a general HTML parser.
 */
export function scriptUrls(html) {
  const urls = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const { src } = attributesOf(tag);
    if (src) urls.push(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const { rel, href } = attributesOf(tag);
    if (href && rel?.toLowerCase().split(/\s+/).includes('modulepreload')) urls.push(href);
  }
  for (const [, body] of html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    for (const [, specifier] of body.matchAll(DYNAMIC_IMPORT)) urls.push(specifier);
  }
  return urls;
}

/**
 * Total gzip -9 size of the unique scripts a page references, as a stand-in for what a browser
 * downloads over a compressed connection. Only same-origin assets are fetched (the bench stays on
 * loopback); anything else is listed in `skipped`.
 */
export async function measureClientJs(pageUrl, html, { host } = {}) {
  const origin = new URL(pageUrl).origin;
  const unique = [...new Set(scriptUrls(html).map((u) => new URL(u, pageUrl).href))];
  const assets = [];
  const skipped = [];
  for (const href of unique) {
    if (new URL(href).origin !== origin) {
      skipped.push(href);
      continue;
    }
    const res = await get(href, { host });
    if (res.status !== 200) throw new Error(`${href} answered ${res.status}`);
    assets.push({ path: new URL(href).pathname, bytes: res.body.length, gzipBytes: gzipSync(res.body, { level: 9 }).length });
  }
  const gzipBytes = assets.reduce((sum, a) => sum + a.gzipBytes, 0);
  return { gzipKb: Math.round((gzipBytes / 1024) * 10) / 10, gzipBytes, assets, skipped };
}
