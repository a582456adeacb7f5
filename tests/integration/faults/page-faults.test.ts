import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Fault } from '../../support/fault-proxy';
import { frameUntil, startFaultyShop, timedRequest, type TimedResponse } from '../../support/faulty-shop';
import { faultyShopVisitor } from '../../support/faulty-shop-visitor';

// Upstream faults against a running shop (ARCHITECTURE.md "Page budgets"): one service at a time
// stalls, drops the connection or answers 503 through a proxy, and each page must still answer
// within its budget, not with a 500, and with the spec's message (point 8) where the part that
// needed the service would be. Times to first byte are printed, not asserted beyond a generous
// bound: the machine running the tests is shared.

const PAGE_BUDGET_MS = 3_000;
const CONTENT_BUDGET_MS = 2_000;
/** Generous for a loaded machine: a page waits on a failed service once, at most its budget. */
const bound = (budgetMs: number) => budgetMs * 3;

const MESSAGES = {
  cart: 'Varukorgstjänsten är inte tillgänglig just nu.',
  internal: 'Något gick fel hos oss.',
  technical: 'Vi har tekniska problem just nu.',
  content: 'Innehållet kan inte visas just nu.',
};

const CATEGORY = '/kategorier/el/belysning/ljuskallor';
const SEARCH = '/search?q=kabel';
const CONTENT_PAGE = '/om-oss';
const CONTENT_HOST = 'ror.localhost';

let shop: Awaited<ReturnType<typeof startFaultyShop>>;
let carl: ReturnType<typeof faultyShopVisitor>;
let productPath = '';
const timings: string[] = [];

const decode = (html: string) => html.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');

async function visit(label: string, path: string, options: { signedIn?: boolean; host?: string } = {}): Promise<TimedResponse> {
  const headers: Record<string, string> = { ...(options.host ? { host: options.host } : {}), ...(options.signedIn ? { cookie: carl.jar.header() } : {}) };
  const res = await timedRequest(shop.origin, path, { headers });
  timings.push(`${label.padEnd(34)} ${path.padEnd(44)} status ${res.status}  ttfb ${Math.round(res.ttfbMs)} ms  total ${Math.round(res.totalMs)} ms`);
  return res;
}

function expectDegraded(res: TimedResponse, budgetMs: number, message: string) {
  expect(res.status).toBeLessThan(500);
  expect(decode(res.body)).toContain(message);
  expect(res.totalMs).toBeLessThan(bound(budgetMs));
}

beforeAll(async () => {
  shop = await startFaultyShop(inject('backendOrigin'));
  carl = faultyShopVisitor(shop.origin);
  await carl.signIn('carl.carlsson@demo.example');
  const found = (await (await fetch(`${inject('backendOrigin')}/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ q: 'kabel', pageSize: 5 }) })).json()) as { items: { variantSlug: string }[] };
  productPath = `/produkt/${found.items[0]?.variantSlug ?? 'exempel'}`;
  // The new shop's first content page pays for its start (the brand's content, first queries): on
  // a loaded machine that alone took 2.3 s, past the 2 s content budget, with every service up.
  // What the baseline below checks is a page with its services healthy, so that cost is paid here.
  await timedRequest(shop.origin, CONTENT_PAGE, { headers: { host: CONTENT_HOST } });
}, 180_000);

// Each test is about how a page renders while a service fails: a signed-out page an earlier test
// left in the edge cache would answer instead (decision 039; that is what the cache is for).
beforeEach(async () => {
  const purge = await timedRequest(shop.origin, '/api/catalogue/webhook', { method: 'POST', headers: { 'x-catalogue-webhook-secret': 'dev-catalogue-webhook-secret' } });
  expect(purge.status).toBe(200);
});

afterEach(() => shop?.proxy.heal());

afterAll(async () => {
  console.info(`Upstream fault timings (budget ${PAGE_BUDGET_MS} ms, content ${CONTENT_BUDGET_MS} ms):\n${timings.join('\n')}`);
  await shop?.stop();
});

describe('healthy services (baseline)', () => {
  it('serves every page under test', async () => {
    for (const [label, path, signedIn] of [['baseline', '/delivery', true], ['baseline', '/summary', true], ['baseline', CATEGORY, false], ['baseline', productPath, false], ['baseline', SEARCH, false]] as const) {
      const res = await visit(label, path, { signedIn });
      expect(res.status, path).toBe(200);
    }
    expect((await visit('baseline', CONTENT_PAGE, { host: CONTENT_HOST })).status).toBe(200);
    // Content up: a pair of slugs that is no listing's page is a 404, not the content message.
    for (const path of ['/guider/finns-inte', '/finns-inte/handboken']) {
      const res = await visit('baseline', path, { host: CONTENT_HOST });
      expect(res.status, path).toBe(404);
      expect(decode(res.body), path).not.toContain(MESSAGES.content);
    }
  }, 120_000);
});

describe.each<[Fault, string]>([
  ['stall', MESSAGES.cart],
  ['drop', MESSAGES.cart],
  ['503', MESSAGES.internal],
])('cart service: %s', (fault, message) => {
  it('/delivery shows the page frame with the message', async () => {
    shop.proxy.fail('cart', fault);
    const res = await visit(`cart ${fault}`, '/delivery', { signedIn: true });
    expectDegraded(res, PAGE_BUDGET_MS, message);
  });
});

describe('cart service: 503 during an action', () => {
  it('adding to the cart says what failed (spec point 8: the cart calls say their operation)', async () => {
    const page = (await carl.get(productPath)).body;
    shop.proxy.fail('cart', '503');
    const res = await carl.submit(productPath, 'name="multiple"', {}, page);
    expect(res.status).toBeLessThan(500);
    expect(decode(res.body)).toContain('Ett fel uppstod. Produkten kunde inte läggas i varukorgen. Försök igen senare.');
  });
});

describe.each<[Fault, string]>([
  ['stall', MESSAGES.technical],
  ['503', MESSAGES.internal],
])('catalogue services: %s', (fault, message) => {
  it('the category page keeps its frame and shows the message', async () => {
    for (const service of ['product', 'search']) shop.proxy.fail(service, fault);
    expectDegraded(await visit(`product+search ${fault}`, CATEGORY), PAGE_BUDGET_MS, message);
  });

  it('the product page shows the message', async () => {
    shop.proxy.fail('product', fault);
    expectDegraded(await visit(`product ${fault}`, productPath), PAGE_BUDGET_MS, message);
  });

  it('the search page keeps its heading and shows the message', async () => {
    shop.proxy.fail('search', fault);
    const res = await visit(`search ${fault}`, SEARCH);
    expectDegraded(res, PAGE_BUDGET_MS, message);
    expect(decode(res.body)).toContain('kabel');
  });

  it('the summary page (cart lines from commerce) shows the message', async () => {
    shop.proxy.fail('commerce', fault);
    expectDegraded(await visit(`commerce ${fault}`, '/summary', { signedIn: true }), PAGE_BUDGET_MS, message);
  });

  it('a stalled price and stock call leaves the product page standing', async () => {
    shop.proxy.fail('commerce', fault);
    const res = await visit(`commerce ${fault}`, productPath);
    expect(res.status).toBe(200);
    expect(res.totalMs).toBeLessThan(bound(PAGE_BUDGET_MS));
  });
});

describe('auth service', () => {
  it.each<[Fault, string]>([
    ['stall', 'Inloggningstjänsten är inte tillgänglig just nu.'],
    ['503', MESSAGES.internal],
  ])('%s: a signed-in buyer still gets the category page, the message in the account menu', async (fault, message) => {
    shop.proxy.fail('auth', fault);
    const res = await visit(`auth ${fault} (signed in)`, CATEGORY, { signedIn: true });
    expectDegraded(res, PAGE_BUDGET_MS, message);
  });

  it.each<Fault>(['stall', '503'])('%s: the sign-in page still renders', async (fault) => {
    shop.proxy.fail('auth', fault);
    const res = await visit(`auth ${fault}`, '/logga-in');
    expect(res.status).toBeLessThan(500);
    expect(res.totalMs).toBeLessThan(bound(PAGE_BUDGET_MS));
  });
});

// Issue 13: an account page sends its frame before the part that waits for the slow service, so a
// buyer sees the page (and the filters they chose) at once; the part says so when the service fails.
describe('account pages whose slow part stalls', () => {
  let gustav: ReturnType<typeof faultyShopVisitor>;
  beforeAll(async () => {
    gustav = faultyShopVisitor(shop.origin);
    await gustav.signIn('gustav.gran@demo.example');
  });

  it('the order history shows its filters while the order search stalls, then the list\'s message', async () => {
    shop.proxy.fail('order', 'stall', { path: /^\/orders\/search/ });
    const page = await frameUntil(shop.origin, '/mina-sidor/ordrar?q=kabel', 'class="orders-filters"', gustav.jar.header());
    expect(page.frame.includes('value="kabel"'), 'the frame keeps the search').toBe(true);
    expect(page.frame.includes('data-list-unavailable'), 'the search\'s outcome came with the frame').toBe(false);
    expect(page.endedWithIt).toBe(false);
    expect(page.body).toContain('data-list-unavailable');
  });

  it('an order shows its status and facts while the catalogue stalls, then its lines without pictures', async () => {
    shop.proxy.fail('commerce', 'stall', { path: /^\/graphql/ });
    const page = await frameUntil(shop.origin, '/mina-sidor/ordrar/4500001', 'id="order-facts"', gustav.jar.header());
    expect(page.frame.includes('class="order-timeline"'), 'the frame has the timeline').toBe(true);
    expect(page.frame.includes('id="order-lines"'), 'the lines came with the frame').toBe(false);
    expect(page.endedWithIt).toBe(false);
    expect(page.body).toContain('id="order-lines"');
    expect(/<img[^>]*class="order-line__image"/.test(page.body), 'a line has a picture').toBe(false);
  });

  it('a shopping list shows its name while the catalogue stalls, then its lines by article number', async () => {
    shop.proxy.fail('commerce', 'stall', { path: /^\/graphql/ });
    const page = await frameUntil(shop.origin, '/inkopslistor/FL-SERVICEBILEN', 'class="page__title"', gustav.jar.header());
    expect(page.frame.includes('class="list-lines"'), 'the lines came with the frame').toBe(false);
    expect(page.endedWithIt).toBe(false);
    expect(page.body).toContain('class="list-lines"');
  });
});

/** Content down: the spec's content message with 503 (an outage, not a missing page), in the site frame. */
function expectContentUnavailable(res: TimedResponse) {
  expect(res.status).toBe(503);
  expect(decode(res.body)).toContain(MESSAGES.content);
  expect(res.body).toContain('<main id="main"');
  expect(res.body).toContain('<header');
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.totalMs).toBeLessThan(bound(CONTENT_BUDGET_MS));
}

describe('the edge cache (decision 039)', () => {
  it('keeps no page rendered through a failing service; a healthy one shields the next visitors from the outage', async () => {
    shop.proxy.fail('search', '503');
    const degraded = await visit('search 503 (edge cache)', SEARCH);
    expectDegraded(degraded, PAGE_BUDGET_MS, MESSAGES.internal);
    shop.proxy.heal();
    const healthy = await visit('healed (edge cache)', SEARCH);
    expect(healthy.headers['x-shop-cache']).toBe('miss');
    expect(decode(healthy.body)).not.toContain(MESSAGES.internal);
    shop.proxy.fail('search', '503');
    const shielded = await visit('search 503, cached (edge cache)', SEARCH);
    expect(shielded.headers['x-shop-cache']).toBe('hit');
    expect(decode(shielded.body)).not.toContain(MESSAGES.internal);
  });

  it('keeps no search suggestions that lack the content pages because the content system failed', async () => {
    const suggest = async (q: string) => {
      const res = await timedRequest(shop.origin, `/api/search/suggest?q=${encodeURIComponent(q)}`, { headers: { host: CONTENT_HOST } });
      expect(res.status, q).toBe(200);
      return { cache: res.headers['x-shop-cache'], pages: (JSON.parse(res.body) as { pages: unknown[] }).pages };
    };
    // Healthy first (it also keeps the brand's listings, so the outage below fails the page search only).
    expect((await suggest('verktygsuthyrning')).pages.length).toBeGreaterThan(0);
    shop.proxy.fail('content', '503');
    expect(await suggest('kreditkonto')).toEqual({ cache: 'miss', pages: [] });
    shop.proxy.heal();
    const healed = await suggest('kreditkonto');
    expect(healed.cache).toBe('miss');
    expect(healed.pages.length).toBeGreaterThan(0);
    expect((await suggest('kreditkonto')).cache).toBe('hit');
  });
});

// Last: a content outage leaves a one-minute "down" mark in the shop's cache.
// The stall goes first: the drop finds the mark the stall left and must answer at once.
describe.each<Fault>(['stall', 'drop'])('content service: %s, nothing cached', (fault) => {
  it('a content page shows the content message with 503 instead of a 500', async () => {
    shop.proxy.fail('content', fault);
    expectContentUnavailable(await visit(`content ${fault}`, `/kontakt-${fault}`, { host: CONTENT_HOST }));
  });

  it('a page under a listing (/{slug}/{contentSlug}) shows the content message with 503, not a 404', async () => {
    shop.proxy.fail('content', fault);
    // Virkesbolaget: no test has asked for its listings, so not even they are cached.
    expectContentUnavailable(await visit(`content ${fault}`, '/guider/handboken', { host: 'virke.localhost' }));
    // Rörkraft's listings are cached (the baseline read them), this page of theirs is not.
    expectContentUnavailable(await visit(`content ${fault}`, '/guider/handboken', { host: CONTENT_HOST }));
  });
});
