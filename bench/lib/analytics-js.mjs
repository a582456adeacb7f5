// Issue 18's budget: the JavaScript of analytics, tracking, consent and the monitoring loader that
// a catalogue page loads before consent, at most 8 KB gzip. The build puts those modules in chunks
// named `analytics…` (scripts/lib/analytics-chunk.mjs), so the figure is read from the files the
// page really loads, not estimated.
import { gzipSync } from 'node:zlib';
import { ANALYTICS_CHUNK_NAME } from '../../scripts/lib/analytics-chunk.mjs';
import { scriptUrls } from './client-js.mjs';
import { get } from './http-get.mjs';

/** A group chunk: `analytics-<8-char hash>.js` (a second one would be `analytics2-…`), not `analytics-observer-…`. */
const GROUP_CHUNK = new RegExp(`^${ANALYTICS_CHUNK_NAME}\\d*-[\\w-]{8}\\.js$`);
const RELATIVE_IMPORT = /(?:\bfrom\s*|\bimport\s*)["']\.\/([^"']+)["']/g;

const fileName = (path) => path.slice(path.lastIndexOf('/') + 1);
const importsOf = (code) => [...code.matchAll(RELATIVE_IMPORT)].map(([, file]) => fileName(file));

/**
 * Which loaded chunks are issue 18's: the group chunks, and the client-reference facades React
 * Server Components load to reach them (`analytics-observer-…`, `open-consent-settings-…`: a few
 * hundred bytes naming the exports of AnalyticsObserver, ConsentSettingsButton…). A facade is told
 * by its imports: every one of them is a group chunk. Pure; exported for the unit test.
 */
export function analyticsChunks(files) {
  const group = new Set(files.filter((file) => GROUP_CHUNK.test(fileName(file.path))).map((file) => fileName(file.path)));
  return files.flatMap((file) => {
    const name = fileName(file.path);
    if (group.has(name)) return [{ ...file, role: 'group' }];
    const imports = importsOf(file.code);
    return imports.length > 0 && imports.every((imported) => group.has(imported)) ? [{ ...file, role: 'facade' }] : [];
  });
}

/**
 * Fetches every same-origin script the page's HTML loads (script src, modulepreload, the inline
 * import of Waku's entry) and sums issue 18's among them, each gzipped at level 9 on its own (as
 * each is its own request). Before consent nothing else of issue 18 loads: the tag manager, the
 * Sentry SDK and replay come later, by dynamic import or a script the consent adds.
 */
export async function measureAnalyticsJs(pageUrl, html, { host, budgetKb }) {
  const origin = new URL(pageUrl).origin;
  const files = [];
  for (const href of new Set(scriptUrls(html).map((url) => new URL(url, pageUrl).href))) {
    if (new URL(href).origin !== origin) continue;
    const res = await get(href, { host });
    if (res.status !== 200) throw new Error(`${href} answered ${res.status}`);
    files.push({ path: new URL(href).pathname, code: res.body.toString('utf8'), gzipBytes: gzipSync(res.body, { level: 9 }).length });
  }
  const ours = analyticsChunks(files).map(({ path, gzipBytes, role }) => ({ path, gzipBytes, role }));
  if (!ours.some((file) => file.role === 'group')) throw new Error(`${pageUrl} loads no ${ANALYTICS_CHUNK_NAME} chunk: has waku.config.ts lost its code-splitting group?`);
  const gzipBytes = ours.reduce((sum, file) => sum + file.gzipBytes, 0);
  return { page: new URL(pageUrl).pathname, gzipBytes, gzipKb: Math.round((gzipBytes / 1024) * 10) / 10, budgetKb, met: gzipBytes <= budgetKb * 1024, files: ours, scriptsOnPage: files.length };
}

/** One line for the report, like the other goals: figure, budget, met or MISSED. */
export function formatAnalyticsJs(result) {
  const parts = result.files.map((file) => `${fileName(file.path)} ${file.gzipBytes} B`).join(', ');
  return `Analytics before consent (issue 18), ${result.page}: ${result.gzipKb} KB gzip (${result.gzipBytes} B in ${result.files.length} of the page's ${result.scriptsOnPage} scripts: ${parts}); budget ${result.budgetKb} KB: ${result.met ? 'met' : 'MISSED'}`;
}
