import { chromium } from 'playwright-core';

/** Lighthouse's mobile profile, as Chromium's own emulation: slow 4G, a 4× slower CPU, a 412 px phone. */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true };

/**
 * What a phone paints as its largest contentful paint, and when: "P.consent-banner__intro 1412 ms".
 * Lighthouse 12's own LCP-element audit fails in this headless Chromium ('frame_sequence'), so the
 * bench asks the browser: one page load in the Chromium Lighthouse drives (over CDP), throttled
 * like Lighthouse's mobile profile, reading the page's largest-contentful-paint entries. Applied
 * throttling, not Lighthouse's simulation: the time is indicative, the element is what counts.
 */
export async function measureLcpElement(cdpPort, url, { headers } = {}) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${cdpPort}`);
  // The bench's proxy serves HTTP/2 with a self-signed localhost certificate (compressing-proxy.mjs).
  const context = await browser.newContext({ ...PHONE, ignoreHTTPSErrors: true, ...(headers ? { extraHTTPHeaders: headers } : {}) });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await page.addInitScript(() => {
      const entries = [];
      Object.defineProperty(window, '__benchLcp', { value: entries });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const element = entry.element;
          const image = entry.url ? ` ${new URL(entry.url).pathname}` : '';
          const name = element ? `${element.tagName}${element.classList.length ? `.${[...element.classList].join('.')}` : ''}${image}` : `image${image}`;
          entries.push({ element: name, ms: Math.round(entry.startTime) });
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    // LCP stops at the first input; none comes, so what is painted by then counts.
    await page.waitForTimeout(1500);
    const entries = await page.evaluate(() => window.__benchLcp);
    const last = entries.at(-1);
    return last ? `${last.element} ${last.ms} ms` : undefined;
  } finally {
    await context.close();
    await browser.close().catch(() => {});
  }
}
