import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { observePhoneLoad } from './observed-load.mjs';

const CHROMIUM_CANDIDATES = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** The system Chromium (these machines cannot download a browser of their own). */
export function findChromium() {
  const found = CHROMIUM_CANDIDATES.find((path) => path && existsSync(path));
  if (!found) throw new Error('No Chromium found: install one (apt-get install chromium) or set CHROME_PATH.');
  return found;
}

/**
 * Lighthouse with its mobile defaults (simulated slow 4G and a 4× slower CPU, a 412 px phone),
 * performance only (with the main thread's total work and the scripts' share of it), on the
 * system Chromium. One browser for all runs; each run is a fresh page load with the cache cleared,
 * as Lighthouse does. `headers` go with every request of a run (the signed-in pages' Cookie).
 */
export async function startLighthouse() {
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    // Without PaintHolding: in this headless Chromium it held every page's first frame for about
    // two seconds after the navigation Lighthouse starts from about:blank (the bare Waku page's
    // observed first paint 2,246 ms; 200 ms without it). A buyer arriving from another site gets no
    // paint holding, and Lighthouse's simulation counts every request begun before the observed
    // paint against the page's first and largest paint.
    // It accepts the proxy's self-signed localhost certificate (compressing-proxy.mjs): HTTP/2,
    // production's protocol, is only spoken over TLS.
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-features=PaintHolding', '--ignore-certificate-errors', '--host-resolver-rules=MAP *.localhost 127.0.0.1'],
    logLevel: 'silent',
  });
  const runOnce = async (url, headers) => {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], ...(headers ? { extraHeaders: headers } : {}) });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id) => lhr.audits[id]?.numericValue;
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcpMs: audit('largest-contentful-paint'),
      cls: audit('cumulative-layout-shift'),
      tbtMs: audit('total-blocking-time'),
      fcpMs: audit('first-contentful-paint'),
      // All main-thread work and the scripts' share of it (the trace's times, 4× for the CPU):
      // unlike TBT, no 50 ms threshold amplifies this machine's noise, so a change shows here first.
      mainThreadMs: audit('mainthread-work-breakdown'),
      scriptMs: audit('bootup-time'),
      // The longest main-thread task (4× for the CPU): one long hydration or script task shows
      // here even when the page's total blocking time is lost in noise (decision 050).
      longestTaskMs: Math.max(0, ...(lhr.audits['long-tasks']?.details?.items ?? []).map((task) => task.duration)),
      lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.selector ?? lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.node?.selector,
    };
  };
  return {
    /** One Lighthouse run of one page: score, LCP, CLS, TBT, FCP, main thread, scripts, longest task. */
    run: runOnce,
    /** What a phone paints largest and what moves, seen from inside the page (observed-load.mjs). */
    observe: (url, headers) => observePhoneLoad(chrome.port, url, { headers }).catch((error) => ({ lcpElement: `(not measured: ${error.message.split('\n')[0]})`, shifts: [] })),
    close: () => chrome.kill(),
  };
}
