import { startCompressingProxy } from './compressing-proxy.mjs';
import { startLighthouse } from './lighthouse.mjs';
import { summariseRuns, summariseShifts } from './lighthouse-runs.mjs';
import { evaluateEdgeCache, measureEdgeCacheHits } from './edge-cache.mjs';
import { measureStreamRatio } from './stream-ratio.mjs';
import { get } from './http-get.mjs';
import { bareWakuClientJs, evaluateClientJs } from './bare-waku.mjs';
import { measureClientJs } from './client-js.mjs';
import { addFirstArticle } from './cart.mjs';
import { evaluateHtmlWeight, formatHtmlWeight, htmlWeight, HTML_WEIGHT_AIM_KB } from './html-weight.mjs';

/** Issue 13's goals that this part of the bench checks. */
export const pageExperienceAims = { lighthouseMin: 95, clsMax: 0.02, streamRatioMax: 0.5, upstreamDelayMs: 50 };

/**
 * Lighthouse runs per page, as the issue took them (BENCH_LIGHTHOUSE_RUNS). One run strayed too far
 * to judge a goal by: the same build scored 67 and 92–96 on the front page, 81 and 96 on the
 * category page, within an hour on this machine.
 */
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS) || 3);
/** Observed loads of a page one of whose Lighthouse runs shifted (otherwise one). */
const OBSERVED_LOADS_AFTER_SHIFT = 3;

/** The page types of issue 13 (signed-in ones carry the demo buyer's cookie). */
export const experiencePages = ({ categoryPath, productPath }) => [
  { name: 'front', path: '/' },
  { name: 'category', path: categoryPath },
  { name: 'category, signed in', path: categoryPath, signedIn: true },
  { name: 'product', path: productPath },
  { name: 'search', path: '/search?q=kabel' },
  // Issue 13's client-JS goal is for the front and catalogue pages; these have Lighthouse only.
  { name: 'store finder', path: '/hitta-butik', noJsGoal: true },
  // Measured with a line in the cart (measurePageExperience adds one), not empty.
  { name: 'cart, signed in', path: '/cart', signedIn: true, noJsGoal: true },
  { name: 'delivery step, signed in', path: '/delivery', signedIn: true, noJsGoal: true },
  { name: 'summary step, signed in', path: '/summary', signedIn: true, noJsGoal: true },
];

/** Catalogue pages whose shell must go out before the upstream data (first ÷ last byte). */
const streamPages = ({ categoryPath, productPath }) => [
  { name: 'category', path: categoryPath },
  { name: 'category, signed in', path: categoryPath, signedIn: true },
  { name: 'product', path: productPath },
  { name: 'search', path: '/search?q=kabel' },
];

/**
 * Issue 13: Lighthouse mobile (performance score, LCP, CLS) on each page type through a
 * compressing proxy (HTML gzipped as production sends it), and first byte ÷ last byte of the
 * catalogue pages with the upstream held 50 ms by the embedded backend's delay switch.
 */
export async function measurePageExperience(origin, { host, signedInHeaders, catalogue, log = console.log }) {
  const port = new URL(origin).port;
  const streams = [];
  for (const page of streamPages(catalogue)) {
    log(`Measuring streaming of ${page.name}: ${page.path} (upstream +${pageExperienceAims.upstreamDelayMs} ms)…`);
    const headers = page.signedIn ? await signedInHeaders() : {};
    streams.push({ ...page, ...(await measureStreamRatio(new URL(page.path, origin).href, { host: `${host}:${port}`, headers, delayMs: pageExperienceAims.upstreamDelayMs })) });
  }
  // The category page's weight (48 cards), signed in (the goal) and out, uncompressed as sent.
  const weights = [];
  for (const page of experiencePages(catalogue).filter((p) => p.path === catalogue.categoryPath)) {
    const res = await get(new URL(page.path, origin).href, { host: `${host}:${port}`, headers: page.signedIn ? await signedInHeaders() : {} });
    weights.push({ name: page.name, ...htmlWeight(res.body.toString('utf8')) });
  }
  // Client JS per page type (catalogue pages not in issue 13's list, the cart and its steps, go to
  // the route table), against the bare Waku page built from bench/bare-waku.
  log('Building the bare Waku page (bench/bare-waku)…');
  const bareWaku = bareWakuClientJs();
  const clientJs = {};
  for (const page of experiencePages(catalogue).filter((p) => !p.noJsGoal)) {
    const url = new URL(page.path, origin).href;
    const res = await get(url, { host: `${host}:${port}`, headers: page.signedIn ? await signedInHeaders() : {} });
    clientJs[page.name] = (await measureClientJs(url, res.body.toString('utf8'), { host: `${host}:${port}` })).gzipKb;
  }
  const edgeCache = await measureEdgeCacheHits(origin, { host: `${host}:${port}`, catalogue, log });
  const line = await addFirstArticle(origin, { host: `${host}:${port}`, headers: await signedInHeaders(), categoryPath: catalogue.categoryPath });
  log(`Added ${line.articleNumber} to the signed-in cart for the checkout pages.`);
  // HTTP/2 and gzip, as Cloudflare's edge serves the shop (compressing-proxy.mjs).
  const proxy = await startCompressingProxy(origin, { http2: true });
  const lighthouse = await startLighthouse();
  const pages = [];
  const runs = new Map(experiencePages(catalogue).map((page) => [page.name, []]));
  try {
    // Round by round over all pages, not all runs of one page in a row: a busy minute of the
    // machine then costs one run of several pages, which each page's median leaves out.
    for (let round = 1; round <= RUNS; round++) {
      for (const page of experiencePages(catalogue)) {
        log(`Lighthouse (mobile, run ${round} of ${RUNS}) on ${page.name}: ${page.path}…`);
        const headers = page.signedIn ? await signedInHeaders() : undefined;
        runs.get(page.name).push(await lighthouse.run(proxy.url(host, page.path), headers));
      }
    }
    for (const page of experiencePages(catalogue)) {
      const summary = summariseRuns(runs.get(page.name));
      // Loads seen from inside the page name the largest paint and what moved: one per page, more
      // where a Lighthouse run shifted, so a rare shift has a chance to show its element.
      const loads = [];
      for (let load = 0; load < (summary.worstCls > 0 ? OBSERVED_LOADS_AFTER_SHIFT : 1); load++) {
        loads.push(await lighthouse.observe(proxy.url(host, page.path), page.signedIn ? await signedInHeaders() : undefined));
      }
      const lcpElement = summary.lcpElement ?? loads[0].lcpElement;
      pages.push({ ...page, clientJsKb: clientJs[page.name], ...summary, lcpElement, shifts: summariseShifts(loads) });
    }
  } finally {
    await lighthouse.close();
    await proxy.close();
  }
  return { pages, streams, edgeCache, weights, bareWaku, runs: RUNS };
}

/** Each goal as met or missed, with its figure. */
export function evaluatePageExperience({ pages, streams, edgeCache = [], weights = [], bareWaku }, aims = pageExperienceAims) {
  return [
    ...pages.flatMap((page) => [
      { goal: `Lighthouse mobile ≥ ${aims.lighthouseMin}`, page: page.name, value: page.score, met: page.score >= aims.lighthouseMin },
      { goal: `CLS ≤ ${aims.clsMax}`, page: page.name, value: page.worstCls, met: page.worstCls <= aims.clsMax },
    ]),
    ...streams.map((stream) => ({ goal: `first ÷ last byte ≤ ${aims.streamRatioMax} (upstream +${stream.delayMs} ms)`, page: stream.name, value: stream.ratio, met: stream.ratio <= aims.streamRatioMax })),
    ...evaluateEdgeCache(edgeCache),
    ...weights.filter((w) => w.name === 'category, signed in').map((w) => evaluateHtmlWeight(w)),
    ...(bareWaku ? evaluateClientJs(pages, bareWaku.gzipKb) : []),
  ];
}

/** Plain-text tables: the pages, the streaming, then each goal met or missed. */
export function formatPageExperience(result, aims = pageExperienceAims) {
  const pad = (rows) => {
    const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => String(row[i]).length)));
    return rows.map((row) => row.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]))).join('  ').trimEnd()).join('\n');
  };
  const pages = pad([
    ['page', 'Lighthouse', 'runs', 'LCP ms', 'CLS', 'worst CLS', 'TBT ms', 'FCP ms', 'main thread ms', 'script ms', 'longest task ms', 'JS gz KB', 'LCP element'],
    ...result.pages.map((p) => [p.name, p.score, p.scoreRange ? `${p.scoreRange[0]}–${p.scoreRange[1]}` : '', p.lcpMs, p.cls, p.worstCls, p.tbtMs, p.fcpMs, p.mainThreadMs ?? '', p.scriptMs ?? '', p.longestTaskMs ?? '', p.clientJsKb ?? '', p.lcpElement ?? '']),
  ]);
  const streams = pad([
    ['page', 'first byte ms', 'last byte ms', 'first ÷ last', 'n'],
    ...result.streams.map((s) => [s.name, s.firstByteMs, s.lastByteMs, s.ratio, s.samples]),
  ]);
  const edge = pad([
    ['page', 'KB', 'first TTFB ms', 'hit TTFB ms', 'floor ms', 'hit ÷ floor', 'hits', 'floor file'],
    ...(result.edgeCache ?? []).map((e) => [e.name, Math.round(e.bytes / 1024), `${e.firstMs} (${e.first})`, e.hitMs, e.floorMs, e.ratio, `${e.hits}/${e.samples}`, e.floor]),
  ]);
  const shifted = result.pages.filter((p) => p.worstCls > 0 || p.shifts?.largest.length);
  const shifts = shifted.length
    ? `\n\nWhat moved, seen from inside the page (loads that shifted / observed loads: elements and shift score, largest first)\n\n${pad([['page', 'worst CLS', 'shifted loads', 'largest shifts'], ...shifted.map((p) => [p.name, p.worstCls, `${p.shifts?.shiftedLoads ?? 0}/${p.shifts?.loads ?? 0}`, p.shifts?.largest.join(', ') || 'none seen'])])}`
    : '';
  const weights = result.weights?.length ? `\n\nHTML weight of the category page (48 cards), uncompressed; goal signed in ≤ ${HTML_WEIGHT_AIM_KB} KB raw\n\n${formatHtmlWeight(result.weights)}` : '';
  const goals = evaluatePageExperience(result, aims).map((g) => `${g.met ? 'met   ' : 'MISSED'}  ${g.goal}: ${g.page} ${g.value}`).join('\n');
  return `Lighthouse mobile, gzip through a proxy, median of ${result.runs} run(s)\n\n${pages}${shifts}\n\nStreaming with the upstream held ${aims.upstreamDelayMs} ms\n\n${streams}\n\nEdge cache of signed-out pages (decision 039), hits and floor interleaved\n\n${edge}${weights}\n\nGoals\n${goals}`;
}
