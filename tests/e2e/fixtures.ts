import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
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
    /** A fresh profile on `url`; `width` sets a phone or desktop viewport, `javaScript: false` a script-less browser. */
    async open(
      url: string,
      options: { userAgent?: string; width?: number; javaScript?: boolean; geolocation?: { latitude: number; longitude: number } } = {},
    ): Promise<Page> {
      const width = options.width ?? 1280;
      const context = await browser.newContext({
        locale: 'sv-SE',
        viewport: { width, height: width < 600 ? 844 : 800 },
        javaScriptEnabled: options.javaScript ?? true,
        ...(options.userAgent ? { userAgent: options.userAgent } : {}),
        ...(options.geolocation ? { geolocation: options.geolocation, permissions: ['geolocation'] } : {}),
      });
      contexts.push(context);
      const page = await context.newPage();
      await page.goto(url);
      return page;
    },
  };
}

/** Signs in through the account flyout in the header, as a buyer would (demo password by default). */
export async function signInWithFlyout(page: Page, email: string, password = 'Demo1234!'): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Logga in' });
  // The account menu streams in after the header; a click before it is hydrated does nothing.
  await expect
    .poll(async () => {
      if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Logga in' }).first().click();
      return dialog.isVisible();
    })
    .toBe(true);
  await dialog.getByLabel('E-postadress').fill(email);
  await dialog.getByLabel('Lösenord').fill(password);
  await dialog.getByRole('button', { name: 'Logga in' }).click();
}
