import { describe, expect, it } from 'vitest';
import { shopRequest } from '../support/shop-client';

// The brands' own routes (spec point 2, issue 19): a real page on its brand, 404 on the others,
// and the services menu from content.

const BRAND_ROUTES = [
  { path: '/el-kalkyl', host: 'ljus.localhost', text: 'Elkalkyl – dimensionera kabeln' },
  { path: '/virkesguide', host: 'virke.localhost', text: 'Hållfasthetsklasser' },
  { path: '/vvs-service', host: 'ror.localhost', text: 'Boka VVS-service' },
] as const;
const HOSTS = ['ljus.localhost', 'virke.localhost', 'ror.localhost'];

describe('brand routes', () => {
  it.each(BRAND_ROUTES)('$path: 200 on its brand, 404 on the other two', async ({ path, host, text }) => {
    const own = await shopRequest(path, { host });
    expect(own.status).toBe(200);
    expect(own.body).toContain(text);
    for (const other of HOSTS.filter((candidate) => candidate !== host)) {
      const res = await shopRequest(path, { host: other });
      expect(res.status, `${path} on ${other}`).toBe(404);
      expect(res.body).toContain('Sidan hittades inte');
    }
  });

  it('an in-app navigation to another brand\'s route is a 404 too, never the page', async () => {
    const res = await shopRequest('/RSC/R/el-kalkyl.txt', { host: 'ror.localhost' });
    expect(res.status).toBe(404);
    expect(res.body).not.toContain('dimensionera kabeln');
  });

  it('each brand menu links its own page', async () => {
    for (const { path, host } of BRAND_ROUTES) expect((await shopRequest('/', { host })).body).toContain(`href="${path}"`);
  });
});

describe('/el-kalkyl', () => {
  it('16 A over 40 m single-phase in conduit: 4 mm², 2,92 % drop, and cables of the catalogue that exist', async () => {
    const res = await shopRequest('/el-kalkyl?strom=16&langd=40&metod=B2&system=1-fas-230&spanningsfall=4');
    expect(res.status).toBe(200);
    expect(res.body).toContain('data-recommended-area="4"');
    expect(res.body).toContain('Minsta ledararea: 4 mm² koppar');
    expect(res.body).toContain('Spänningsfall: 6,72 V (2,92 %)');
    const links = [...new Set([...res.body.matchAll(/href="(\/produkt\/[^"]+)"/g)].map((match) => match[1]!))];
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      const product = await shopRequest(link);
      expect(product.status, link).toBe(200);
      expect(product.body).toMatch(/mm²|G\d/);
    }
  });

  it('three-phase 63 A on a wall gives 16 mm² with five-core cables', async () => {
    const res = await shopRequest('/el-kalkyl?strom=63&langd=20&metod=C&system=3-fas-400');
    expect(res.body).toContain('data-recommended-area="16"');
    expect(res.body).toContain('Ledare%3A5G16');
  });

  it('a wrong value names the field and answers 200 with the form, not an error', async () => {
    const res = await shopRequest('/el-kalkyl?strom=0&langd=40');
    expect(res.status).toBe(200);
    expect(res.body).toContain('Kontrollera fälten: Belastningsström (A).');
    expect(res.body).not.toContain('data-recommended-area');
  });
});

describe('/vvs-service', () => {
  it('is the content system\'s booking form, sent to the form route of Rörkraft only', async () => {
    const page = await shopRequest('/vvs-service', { host: 'ror.localhost' });
    expect(page.body).toContain('data-form="vvs-service"');
    expect(page.body).toContain('action="/api/forms/vvs-service/submissions"');
    for (const label of ['Företag', 'Önskat datum', 'Beskriv uppdraget']) expect(page.body).toContain(label);
    const elsewhere = await shopRequest('/api/forms/vvs-service/submissions', {
      host: 'ljus.localhost',
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://ljus.localhost' },
      body: JSON.stringify({ values: {} }),
    });
    expect(elsewhere.status).toBe(404);
  });
});

describe('services menu', () => {
  it('comes from content (ourServicesMenu and header) and has no "Glömt lösenord"', async () => {
    const page = await shopRequest('/', { host: 'virke.localhost' });
    // The content menu streams in after the bar (the shop's own list is its fallback).
    const lists = [...page.body.matchAll(/<ul class="nav-link-list">([\s\S]*?)<\/ul>/g)].map((match) => match[1]!);
    const menu = lists.find((list) => list.includes('href="/tjanster/kreditkonto"'));
    expect(menu, 'the services menu from content').toBeDefined();
    for (const href of ['/tjanster', '/tjanster/leverans-till-bygget', '/kundservice', '/hitta-butik', '/kampanjer']) expect(menu).toContain(`href="${href}"`);
    expect(menu).toContain('<span class="nav-link-list__hint">Tjänster</span>');
    for (const list of lists) expect(list).not.toContain('/gloemt-loesenord');
  });
});
