import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { brandUrl, eventually, hydrated, useBrowser, withoutPageModules } from './fixtures';

const { open } = useBrowser();

const banner = (page: Page) => page.getByRole('region', { name: 'Vi använder kakor' });
const tagManagerLoads = (page: Page) => page.evaluate(() => (window as unknown as { tagManagerLoads?: number }).tagManagerLoads ?? 0);
const activeGroups = (page: Page) => page.evaluate(() => (window as unknown as { OptanonActiveGroups?: string }).OptanonActiveGroups);
/** Marks this page view; a reload takes the mark with it. */
const markPageView = (page: Page) => page.evaluate(() => ((window as unknown as { pageViewMark?: boolean }).pageViewMark = true));
const pageViewMarked = (page: Page) => page.evaluate(() => (window as unknown as { pageViewMark?: boolean }).pageViewMark === true);

async function openSettingsFromFooter(page: Page) {
  await (await hydrated(page.getByRole('contentinfo').getByRole('button', { name: 'Cookieinställningar' }))).click();
  await eventually(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Vi använder kakor');
}

describe('consent (issue 18)', () => {
  it('a first visit asks; nothing is loaded or pushed before the choice, statistics load the tag manager with the nonce', async () => {
    const page = await open(brandUrl('ljus'), { consent: null });
    await banner(page).waitFor();
    expect(await tagManagerLoads(page)).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer)).toBeUndefined();
    expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);

    await markPageView(page);
    // The banner is in the server's HTML: its buttons answer once the page has hydrated.
    await (await hydrated(banner(page).getByRole('button', { name: 'Välj själv' }))).click();
    await banner(page).getByLabel('Statistik och analys').check();
    await banner(page).getByRole('button', { name: 'Spara mina val' }).click();

    await eventually(() => tagManagerLoads(page)).toBe(1);
    expect(await banner(page).count()).toBe(0);
    expect(await activeGroups(page)).toBe(',C0001,C0002,');
    const nonce = await page.locator('script[src*="googletagmanager.com/gtm.js?id=GTM-K7LJUS2"]').evaluate((script) => (script as HTMLScriptElement).nonce);
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{22,}$/);
    // Statistics alone start nothing that needs a fresh page.
    expect(await pageViewMarked(page)).toBe(true);

    // The next page view remembers the choice: no banner, the tag manager at once.
    await page.reload();
    await eventually(() => tagManagerLoads(page)).toBe(1);
    expect(await banner(page).count()).toBe(0);
    // Hidden before the first paint, by the inline script that reads the cookie.
    expect(await page.locator('html[data-consent-chosen]').count()).toBe(1);
  });

  it('granting replay (C0003) reloads the page, and so does withdrawing consent from the footer', async () => {
    const page = await open(brandUrl('ljus'), { consent: 'C0001.C0002' });
    await eventually(() => tagManagerLoads(page)).toBe(1);

    await markPageView(page);
    await openSettingsFromFooter(page);
    await banner(page).getByRole('button', { name: 'Godkänn alla' }).click();
    await eventually(() => pageViewMarked(page).catch(() => true)).toBe(false);
    await eventually(() => activeGroups(page)).toBe(',C0001,C0002,C0003,C0004,');

    await markPageView(page);
    await openSettingsFromFooter(page);
    await banner(page).getByRole('button', { name: 'Endast nödvändiga' }).click();
    await eventually(() => pageViewMarked(page).catch(() => true)).toBe(false);
    await eventually(() => activeGroups(page)).toBe(',C0001,');
    // Withdrawn: this page view loads no tag manager.
    await page.waitForLoadState('networkidle');
    expect(await tagManagerLoads(page)).toBe(0);
  });

  it("a OneTrust brand loads OneTrust's script and follows its groups instead of showing its own banner", async () => {
    const declined = await open(brandUrl('virke'), { consent: null });
    await eventually(() => activeGroups(declined)).toBe(',C0001,');
    const oneTrust = declined.locator('script[src^="https://cdn.cookielaw.org/"]');
    expect(await oneTrust.getAttribute('data-domain-script')).toBe('3f6c2a1e-8d4b-4f7a-9c2e-5b1d0e7a4c93');
    await declined.waitForLoadState('networkidle');
    expect(await tagManagerLoads(declined)).toBe(0);
    expect(await banner(declined).count()).toBe(0);

    const accepted = await open(brandUrl('virke'), { consent: null });
    await accepted.context().addCookies([{ name: 'OptanonConsent', value: 'C0001.C0002', url: brandUrl('virke') }]);
    await accepted.reload();
    await eventually(() => tagManagerLoads(accepted)).toBe(1);
  });

  it('an answer pressed before the scripts have run is kept: the banner posts it, and the page comes back without the banner', async () => {
    const page = await open(brandUrl('ljus', '/sortiment'), { consent: null });
    await withoutPageModules(page);
    await page.goto(brandUrl('ljus', '/sortiment'));
    await banner(page).getByRole('button', { name: 'Endast nödvändiga' }).click();

    await page.locator('html[data-consent-chosen]').waitFor({ state: 'attached' });
    expect(new URL(page.url()).pathname).toBe('/sortiment');
    expect(await banner(page).isVisible()).toBe(false);
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'consent-groups')).toMatchObject({ value: 'C0001', httpOnly: false });
  });

  it('a brand without a tag manager id loads none, whatever the visitor allows', async () => {
    const page = await open(brandUrl('ror'), { consent: 'C0001.C0002.C0003.C0004' });
    await eventually(() => activeGroups(page)).toBe(',C0001,C0002,C0003,C0004,');
    await page.waitForLoadState('networkidle');
    expect(await tagManagerLoads(page)).toBe(0);
    expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
  });
});
