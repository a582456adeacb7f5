import { chromium } from 'playwright-core';

/** Lighthouse's mobile profile, as Chromium's own emulation: slow 4G, a 4× slower CPU, a 412 px phone. */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true };

/**
 * Runs in the page before its own scripts: keeps the largest-contentful-paint entries and every
 * layout shift without recent input (those CLS counts), each with the elements that moved.
 * An element is named "TAG.class.class#id", an image by its path too.
 */
function observePaintsAndShifts() {
  const nameOf = (node, url) => {
    if (!(node instanceof Element)) return url ? `image ${new URL(url).pathname}` : '(removed)';
    const classes = node.classList.length ? `.${[...node.classList].join('.')}` : '';
    return `${node.tagName}${classes}${node.id ? `#${node.id}` : ''}${url ? ` ${new URL(url).pathname}` : ''}`;
  };
  const paints = [];
  const shifts = [];
  Object.defineProperty(window, '__benchObserved', { value: { paints, shifts } });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) paints.push({ element: nameOf(entry.element, entry.url), ms: Math.round(entry.startTime) });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.hadRecentInput) shifts.push({ score: entry.value, ms: Math.round(entry.startTime), elements: entry.sources.map((source) => nameOf(source.node)) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * One page load as a phone sees it, in the Chromium Lighthouse drives (over CDP), throttled like
 * Lighthouse's mobile profile: what it paints largest and when ("P.consent-banner__intro 1412
 * ms"), and each layout shift with the elements that moved. Lighthouse 12's own audits for both
 * (LCP element, layout shifts) fail in this headless Chromium ('frame_sequence'). Applied
 * throttling, not Lighthouse's simulation: the time is indicative, the elements are what count.
 */
export async function observePhoneLoad(cdpPort, url, { headers } = {}) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${cdpPort}`);
  // The bench's proxy serves HTTP/2 with a self-signed localhost certificate (compressing-proxy.mjs).
  const context = await browser.newContext({ ...PHONE, ignoreHTTPSErrors: true, ...(headers ? { extraHTTPHeaders: headers } : {}) });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await page.addInitScript(observePaintsAndShifts);
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    // LCP stops at the first input; none comes, so what is painted by then counts. Late shifts
    // (a streamed part revealed after load) land in this time too.
    await page.waitForTimeout(1500);
    const { paints, shifts } = await page.evaluate(() => window.__benchObserved);
    const last = paints.at(-1);
    return { lcpElement: last ? `${last.element} ${last.ms} ms` : undefined, shifts };
  } finally {
    await context.close();
    await browser.close().catch(() => {});
  }
}
