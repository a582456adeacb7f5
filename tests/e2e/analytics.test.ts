import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addToCart, brandUrl, emptyCart, eventually, hydrated, signInWithFlyout, useBrowser } from './fixtures';

// Issue 18, decision 036: the data layer a tag manager reads, over a buyer's whole journey.
const { open } = useBrowser();

const RECORD_KEY = 'e2e-data-layer';

/**
 * Keeps every push to window.dataLayer of this tab in sessionStorage, so one journey can be read
 * across full page loads (each load starts a new window.dataLayer). Installed before the shop's
 * scripts run; the shop's pushDataLayerEvent uses the array it finds.
 */
function recordDataLayer(key: string) {
  if (window.top !== window) return;
  const layer: unknown[] = ((window as unknown as { dataLayer?: unknown[] }).dataLayer ??= []);
  const push = layer.push.bind(layer);
  layer.push = (...items: unknown[]) => {
    sessionStorage.setItem(key, JSON.stringify([...(JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[]), ...items]));
    return push(...items);
  };
}

type Pushed = { event?: string; ecommerce?: Record<string, unknown> | null; [key: string]: unknown };

const recorded = (page: Page): Promise<Pushed[]> => page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as Pushed[], RECORD_KEY);
const forgetRecorded = (page: Page) => page.evaluate((key) => sessionStorage.removeItem(key), RECORD_KEY);
const eventNames = async (page: Page) => (await recorded(page)).map((entry) => entry.event ?? 'clear');

type Item = { item_id: string; item_name?: string; price?: number; quantity: number; item_list_name?: string; index?: number };
const itemsOf = (entry: Pushed | undefined) => (entry?.ecommerce?.items ?? []) as Item[];

/** The journey's events in a form that can be compared exactly; list views, promotion views and web vitals depend on the screen and are checked apart (with the clear before each). */
function journey(entries: Pushed[]) {
  // gtm.js is the tag manager's own start (features/consent), pushed on every full page load.
  const apart = new Set(['web_vitals', 'view_item_list', 'view_promotion', 'gtm.js']);
  return entries
    .filter((entry, index) => !apart.has(entry.event ?? '') && !(entry.event === undefined && apart.has(entries[index + 1]?.event ?? '')))
    .map((entry) => {
      if (entry.event === undefined) return 'clear';
      const items = itemsOf(entry).map((item) => item.item_id);
      if (entry.event === 'checkout') return `checkout ${String(entry.ecommerce?.checkout_step)} ${String(entry.page_type)}`;
      return `${entry.event} ${items.join(',')}${entry.page_type ? ` ${entry.page_type}` : ''}`;
    });
}

describe('analytics data layer', { timeout: 240_000 }, () => {
  it('anna: promotion view, list view, select, view item, add, view cart, checkout steps 1–4 and one purchase', async () => {
    const page = await open(brandUrl('ljus'));
    await signInWithFlyout(page, 'anna.andersson@demo.example');
    await page.locator('.account-menu__identity').waitFor();
    await emptyCart(page, 'ljus');
    await page.context().addInitScript(recordDataLayer, RECORD_KEY);

    // The front page's marketing banner, seen: view_promotion with its marketingId and creative.
    await page.goto(brandUrl('ljus', '/'));
    await forgetRecorded(page);
    const banner = page.locator('[data-analytics-promotion]').first();
    await banner.scrollIntoViewIfNeeded();
    const promotion = JSON.parse((await banner.getAttribute('data-analytics-promotion')) ?? '{}') as { marketingId: string; creative: string; name: string };
    expect(promotion.marketingId).toMatch(/^ljus-/);
    await eventually(async () => (await recorded(page)).find((entry) => entry.event === 'view_promotion' && entry.ecommerce?.promotion_id === promotion.marketingId)).toEqual({
      event: 'view_promotion',
      ecommerce: { promotion_id: promotion.marketingId, creative_name: promotion.creative, promotion_name: promotion.name },
    });

    // A search result list: the first card seen carries its article number, list name, position and price.
    await page.goto(brandUrl('ljus', '/search?q=skruvmejsel'));
    await forgetRecorded(page);
    const firstCard = page.locator('.product-card').first();
    // 80 % of the card must be in view: below the filters it may start low on the screen.
    await firstCard.locator('.product-card__offer').waitFor();
    await firstCard.scrollIntoViewIfNeeded();
    const article = (await firstCard.locator('.product-card__number').innerText()).trim();
    const name = (await firstCard.locator('.product-card__name').innerText()).trim();
    await eventually(async () => (await recorded(page)).find((entry) => entry.event === 'view_item_list' && itemsOf(entry)[0]?.item_id === article)).toBeTruthy();
    const listView = (await recorded(page)).find((entry) => entry.event === 'view_item_list' && itemsOf(entry)[0]?.item_id === article);
    const seen = itemsOf(listView)[0];
    expect(seen).toEqual({ item_id: article, item_name: name, price: expect.any(Number), quantity: 1, item_list_name: 'search_result_list', index: 1 });
    expect(listView?.ecommerce?.item_list_name).toBe('search_result_list');
    // Each card is reported once, however long it stays in view.
    const listed = (await recorded(page)).filter((entry) => entry.event === 'view_item_list').flatMap(itemsOf).map((item) => item.index);
    expect(new Set(listed).size).toBe(listed.length);

    // Select it, view it, add it, view the cart, go through the checkout.
    await (await hydrated(firstCard.locator('.product-card__name a'))).click();
    await page.waitForURL(/\/produkt\//);
    await eventually(() => eventNames(page)).toContain('view_item');
    await addToCart(page.locator('.purchase-box'));
    await eventually(() => eventNames(page)).toContain('add_to_cart');
    await page.goto(brandUrl('ljus', '/cart'));
    await eventually(() => eventNames(page)).toContain('checkout');
    // The cart page's lines are a list too (cart_list): the added line is reported once 80 % of it
    // is in view; below the banners and the cart's toolbar it starts near the screen's bottom edge.
    const cartLine = page.locator('.cart-line').filter({ hasText: article });
    await cartLine.waitFor();
    await cartLine.scrollIntoViewIfNeeded();
    const cartListItem = async () => (await recorded(page)).filter((entry) => entry.event === 'view_item_list').flatMap(itemsOf).find((item) => item.item_list_name === 'cart_list' && item.item_id === article);
    await eventually(cartListItem).toMatchObject({ item_id: article, item_name: name, price: seen?.price, quantity: 1 });
    await (await hydrated(page.getByRole('link', { name: 'Till leverans' }))).click();
    await page.waitForURL(/\/delivery$/);
    await (await hydrated(page.getByRole('button', { name: 'Fortsätt till sammanfattning' }))).click();
    await page.waitForURL(/\/summary$/);
    await (await hydrated(page.getByRole('button', { name: 'Skicka beställning' }))).click();
    await page.waitForURL(/\/checkout-success-page$/);
    const orderId = (await page.locator('[data-order-number]').first().innerText()).trim();
    expect(orderId).not.toBe('');
    await eventually(() => eventNames(page)).toContain('purchase');

    const entries = await recorded(page);
    expect(journey(entries)).toEqual([
      'clear',
      `select_item ${article}`,
      'clear',
      `view_item ${article} product-detail-page`,
      'clear',
      `add_to_cart ${article}`,
      'clear',
      `view_cart ${article} cart`,
      'clear',
      'checkout 1 cart',
      'clear',
      'checkout 2 delivery',
      'clear',
      'checkout 3 summary',
      'clear',
      'checkout 4 checkout-success-page',
      'clear',
      `purchase ${article} checkout-success-page`,
    ]);
    const added = itemsOf(entries.find((entry) => entry.event === 'add_to_cart'))[0];
    expect(added).toEqual({ item_id: article, item_name: name, price: seen?.price, quantity: 1, index: 1 });
    const bought = entries.find((entry) => entry.event === 'purchase');
    expect(bought?.ecommerce).toMatchObject({ transaction_id: orderId, affiliation: 'ljus', currency: 'SEK', tax: 0, shipping: 0, value: expect.any(Number) });
    expect(itemsOf(bought)).toEqual([expect.objectContaining({ item_id: article, item_name: name, quantity: 1 })]);

    // Reloaded, the receipt is gone and so is the purchase: it was reported once, and remembered.
    await page.reload();
    await page.waitForLoadState('load');
    const again = await page.evaluate(() => ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter((entry) => entry.event === 'purchase'));
    expect(again).toEqual([]);
    await expect(page.evaluate(() => localStorage.getItem('analytics-purchases'))).resolves.toContain(orderId);

    // Tracking (spec points 4 and 7): each full page load sent what the last one queued, under the
    // id kept in _l54a; the search service stored the click, the add and the purchase for anna.
    const trackingId = await page.evaluate(() => localStorage.getItem('_l54a'));
    expect(trackingId).toMatch(/^[A-Za-z0-9_-]{21}$/);
    const storedEvents = async () => {
      // Read from the page: only the browser resolves the brand hosts.
      const body = await page.evaluate(async (path) => (await fetch(path)).json(), `/api/dev/tracking-events?trackingId=${trackingId ?? ''}`);
      const rows = (body as { data: { type: string; articleNumber: string; quantity: number; orderId: string | null; listName: string | null; brand: string; userId: string | null }[] }).data;
      return rows.map(({ type, articleNumber, quantity, orderId: order, listName, brand, userId }) => ({ type, articleNumber, quantity, orderId: order, listName, brand, signedIn: userId !== null })).reverse();
    };
    await eventually(storedEvents).toEqual([
      { type: 'click', articleNumber: article, quantity: 1, orderId: null, listName: 'search_result_list', brand: 'ljus', signedIn: true },
      { type: 'addtocart', articleNumber: article, quantity: 1, orderId: null, listName: null, brand: 'ljus', signedIn: true },
      { type: 'purchase', articleNumber: article, quantity: 1, orderId, listName: null, brand: 'ljus', signedIn: true },
    ]);
  });

  it('dana (EJ_SE_PRISER): list views and the product view carry no price at all', async () => {
    const page = await open(brandUrl('ljus'));
    await signInWithFlyout(page, 'dana.dahl@demo.example');
    await page.locator('.account-menu__identity').waitFor();
    await page.goto(brandUrl('ljus', '/search?q=skruvmejsel'));
    await page.locator('.product-card__offer').first().waitFor();
    await page.locator('.product-card').first().scrollIntoViewIfNeeded();
    await eventually(() => page.evaluate(() => ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).some((entry) => entry.event === 'view_item_list'))).toBe(true);
    await (await hydrated(page.locator('.product-card__name a').first())).click();
    await page.waitForURL(/\/produkt\//);
    await eventually(() => page.evaluate(() => ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).some((entry) => entry.event === 'view_item'))).toBe(true);
    const pushed = await page.evaluate(() => JSON.stringify((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []));
    expect(pushed).toContain('"select_item"');
    expect(pushed).not.toMatch(/"(price|value)"/);
  });
});
