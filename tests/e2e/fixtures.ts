import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser } from '../support/browser';

/** The running shop under a brand host name: `brandUrl('virke', '/cart')`. */
export function brandUrl(brand: 'ljus' | 'virke' | 'ror', path = '/'): string {
  const { port } = new URL(inject('shopOrigin'));
  return `http://${brand}.localhost:${port}${path}`;
}

/** One Chromium per test file; each test opens its own context (cookies, storage) with `open`. */
export function useBrowser() {
  let browser: Browser;
  let close: () => Promise<void>;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    ({ browser, close } = await launchBrowser());
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await close();
  });
  return {
    async open(url: string, options: { userAgent?: string } = {}): Promise<Page> {
      const context = await browser.newContext({ locale: 'sv-SE', ...(options.userAgent ? { userAgent: options.userAgent } : {}) });
      contexts.push(context);
      const page = await context.newPage();
      await page.goto(url);
      return page;
    },
  };
}
