import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startErrorCollector, type ErrorCollector } from '../support/error-collector';
import { startFaultyShop, timedRequest } from '../support/faulty-shop';
import { shopRequest } from '../support/shop-client';
import { runShopSql, shopStateDir } from '../support/shop-database';

// Issue 19's content lookups through the built shop and the embedded content API: a campaign
// page chosen by hero slug, the info block, text and media and text block the campaign pages
// name by id, the public campaign list kept in KV until the content webhook renews it, and a
// failed tag fetch that reaches error reporting instead of vanishing.

const WEBHOOK_SECRET = 'dev-content-webhook-secret';
const h1 = (html: string) => /<h1[^>]*>([^<]*)</.exec(html)?.[1];
const sectionTitled = (html: string, type: string) => new RegExp(`data-section="${type}"[\\s\\S]*?<h2[^>]*>([^<]*)<`).exec(html)?.[1];
const purge = (space: string) =>
  shopRequest('/api/content/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-content-webhook-secret': WEBHOOK_SECRET },
    body: JSON.stringify({ sys: { type: 'Entry', id: 'kampanjvillkor', space: { sys: { id: space } }, environment: { sys: { id: 'master' } } } }),
  });

describe('a campaign page chosen by hero slug', () => {
  it('the hero whose slug is the campaign slug tops the page as its h1', async () => {
    const res = await shopRequest('/kampanjer/elkampanj', { host: 'ljus.localhost' });
    expect(res.status).toBe(200);
    expect(h1(res.body)).toBe('Elkampanj – kabel, belysning och installationsmaterial till kampanjpris');
    expect(res.body).toContain('class="content-hero ');
    expect(res.body).toMatch(/<h2 class="page__title listing-header__title">Elkampanj<\/h2>/);
  });

  it('without a hero of that slug the campaign name stays the h1', async () => {
    const res = await shopRequest('/kampanjer/proffsdagar', { host: 'ljus.localhost' });
    expect(res.status).toBe(200);
    expect(h1(res.body)).toBe('Proffsdagar');
    expect(res.body).not.toContain('class="content-hero ');
  });
});

describe('text blocks by id', () => {
  it('a campaign page shows the info block it names', async () => {
    const res = await shopRequest('/kampanjer/proffsdagar', { host: 'virke.localhost' });
    expect(sectionTitled(res.body, 'infoBlock')).toBe('Kampanjpris och ditt avtalspris');
  });

  it('the campaign overview shows its text and media and its text block', async () => {
    const res = await shopRequest('/kampanjer', { host: 'ror.localhost' });
    expect(res.status).toBe(200);
    expect(sectionTitled(res.body, 'textAndMedia')).toBe('Så fungerar våra kampanjer');
    expect(sectionTitled(res.body, 'textBlock')).toBe('Kampanjvillkor');
    expect(res.body).toContain('Kampanjpris kan inte kombineras med andra rabatter');
  });
});

describe('the campaign list in KV', () => {
  it('a new campaign shows after the content webhook, not before', async (context) => {
    const state = shopStateDir();
    if (!state) return context.skip('the shop process and its database folder are found through /proc (Linux)');
    const slug = `testkampanj-${Date.now()}`;
    const name = `Testkampanj ${Date.now()}`;
    // The list is in KV once a page has asked for it.
    expect((await shopRequest('/kampanjer', { host: 'ljus.localhost' })).body).not.toContain(name);
    try {
      runShopSql(state, `INSERT INTO campaigns (id, slug, name, description, is_assortment, customer_id, starts_on, ends_on, position) VALUES ('${slug}', '${slug}', '${name}', 'Endast för test.', 0, NULL, '2026-01-01', '2099-12-31', 99)`);
      expect((await shopRequest('/kampanjer', { host: 'ljus.localhost' })).body).not.toContain(name);
      expect((await purge('ljus')).status).toBe(200);
      expect((await shopRequest('/kampanjer', { host: 'ljus.localhost' })).body).toContain(`href="/kampanjer/${slug}"`);
    } finally {
      runShopSql(state, `DELETE FROM campaigns WHERE id = '${slug}'`);
      await purge('ljus');
    }
    expect((await shopRequest('/kampanjer', { host: 'ljus.localhost' })).body).not.toContain(name);
  }, 120_000);
});

describe('a failed tag fetch', () => {
  // A shop whose content service sits behind the fault proxy and whose error reports go to a
  // small local collector (as in faults/tracking-faults.test.ts). It migrates and seeds a D1 of
  // its own before it starts: minutes on a loaded machine.
  let collector: ErrorCollector;
  let shop: Awaited<ReturnType<typeof startFaultyShop>>;

  beforeAll(async () => {
    collector = await startErrorCollector();
    shop = await startFaultyShop(inject('backendOrigin'), { SENTRY_DSN: collector.dsn });
  }, 420_000);

  afterAll(async () => {
    await shop?.stop();
    await collector?.stop();
  });

  it('is reported as a 404 while the listing page still renders', async () => {
    shop.proxy.fail('content', '404', { path: /\/tags/ });
    const res = await timedRequest(shop.origin, '/nyheter', { headers: { host: 'ljus.localhost' } });
    expect(res.status).toBe(200);
    expect(res.body).toContain('href="/nyheter/nytt-sortiment-av-led-armaturer"');
    await expect.poll(() => collector.reports.filter((report) => report.includes('Tag fetch failed')).length, { timeout: 30_000, interval: 200 }).toBeGreaterThan(0);
    expect(collector.reports.find((report) => report.includes('Tag fetch failed'))).toContain('ContentTagsError');
  });
});
