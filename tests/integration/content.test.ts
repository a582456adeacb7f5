import { describe, expect, inject, it } from 'vitest';
import { pageSearchQuery } from '../../src/lib/upstream/content/search-pages';
import { getWith, signInAs } from '../support/session-flows';
import { runShopSql, shopStateDir } from '../support/shop-database';
import { shopRequest } from '../support/shop-client';

// Content from the content system (issue 6) through the built shop and the embedded content API:
// front pages per brand, content and store pages, members-only pages, the webhook purge and bad
// input. Each brand space has its own seeded content (backend/seed/content).

const FRONT_PAGE_SECTIONS = ['largeSection', 'subBanners', 'randomBanners', 'marketingBanners', 'contentBanners', 'selectedProducts', 'assortmentIcons', 'serviceCards', 'video'];
const CONTENT_PAGE_SECTIONS = [...FRONT_PAGE_SECTIONS, 'accountApplication', 'contactCards', 'imageSetOfThree', 'singleImage', 'infoBlock', 'textAndMedia', 'textBlock', 'accordions'];
const HEROES = {
  ljus: 'Allt för elinstallatören – på plats i morgon',
  virke: 'Virke och byggmaterial – levererat till bygget',
  ror: 'Rör, värme och sanitet för installatören',
} as const;
const WEBHOOK_SECRET = 'dev-content-webhook-secret';

const h1 = (html: string) => /<h1[^>]*>([^<]*)</.exec(html)?.[1];
const sectionTypes = (html: string) => new Set([...html.matchAll(/data-section="(\w+)"/g)].map((match) => match[1]));
const decode = (text: string) => text.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'");

function webhook(body: unknown, headers: Record<string, string> = {}) {
  return shopRequest('/api/content/webhook', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}
const changed = (space: string) => ({ sys: { type: 'Entry', id: 'hero-start', space: { sys: { id: space } }, environment: { sys: { id: 'master' } } } });

describe('front page', () => {
  it.each(Object.entries(HEROES))('%s shows its own hero and all nine section types', async (brand, hero) => {
    const res = await shopRequest('/', { host: `${brand}.localhost` });
    expect(res.status).toBe(200);
    expect(decode(h1(res.body) ?? '')).toBe(hero);
    expect([...sectionTypes(res.body)].sort()).toEqual([...FRONT_PAGE_SECTIONS].sort());
    // RandomBanners shows one of its three banners.
    const random = /data-section="randomBanners"[\s\S]*?<\/section>/.exec(res.body)?.[0] ?? '';
    expect([...random.matchAll(/data-banner="/g)]).toHaveLength(1);
  });

  it('shows the active alert and information banners, not the inactive one', async () => {
    const res = await shopRequest('/', { host: 'virke.localhost' });
    expect(res.body).toContain('data-banner-id="alert-banner"');
    expect(res.body).toContain('data-banner-id="information-banner"');
    expect(res.body).not.toContain('information-banner-inactive');
  });
});

describe('site footer', () => {
  // The shell waits for the site content anyway (the banners). Streamed, the footer showed its
  // short built-in columns first and grew when the entry came: on a short page on a tall screen it
  // sits at the foot of the screen, so its top moved up by that much (CLS 0.04).
  it.each(Object.keys(HEROES))('%s: the footer entry is in the page as first sent, not streamed in after it', async (brand) => {
    const res = await shopRequest('/sortiment', { host: `${brand}.localhost` });
    expect(res.status).toBe(200);
    const sent = res.streamedBody ?? '';
    const start = sent.indexOf('<footer class="site-footer"');
    expect(start).toBeGreaterThan(0);
    const footer = sent.slice(start, sent.indexOf('</footer>', start));
    expect(footer).toContain('data-content-footer');
    expect(footer).not.toContain('<template id="B:');
  });
});

describe('content pages', () => {
  it('a page with every section type renders them all', async () => {
    const res = await shopRequest('/om-oss', { host: 'ror.localhost' });
    expect(res.status).toBe(200);
    expect(h1(res.body)).toBe('Om Rörkraft');
    expect([...sectionTypes(res.body)].sort()).toEqual([...CONTENT_PAGE_SECTIONS].sort());
    expect(res.body).toContain('<link rel="canonical" href="https://www.rorkraft.se/om-oss"');
  });

  it('renders the 50-section handbook under its listing, with the embedded button of its body text', async () => {
    const res = await shopRequest('/guider/handboken', { host: 'ljus.localhost' });
    expect(res.status).toBe(200);
    expect(res.body.match(/<section class="content-section|<aside class="content-section info-block/g)?.length).toBe(50);
    expect(res.body).toContain('>Kontakta oss</a>');
  });

  it('a page linking to a deleted entry renders what resolved', async () => {
    const res = await shopRequest('/tjanster/montageservice', { host: 'virke.localhost' });
    expect(res.status).toBe(200);
    expect(res.body).toContain('Lars Åberg');
  });

  it('a listing page lists its pages and filters by topic', async () => {
    const all = await shopRequest('/nyheter', { host: 'ljus.localhost' });
    expect(all.status).toBe(200);
    expect(all.body).toContain('href="/nyheter/nytt-sortiment-av-led-armaturer"');
    const campaign = await shopRequest('/nyheter?amne=kampanj', { host: 'ljus.localhost' });
    expect(campaign.body).toContain('href="/nyheter/proffsdagar-i-alla-butiker"');
    expect(campaign.body).not.toContain('href="/nyheter/nytt-sortiment-av-led-armaturer"');
  });

  it.each(['/finns-inte', '/nyheter/om-oss', '/guider/finns-inte', '/vinterkampanj', '/%3Cscript%3Ealert(1)%3C%2Fscript%3E', '/..%2F..%2Fetc%2Fpasswd', '/om-oss%00', '/a/b/c', "/om-oss'%22", '/butiker/NOPE', '/butiker/..%2Fadmin'])(
    '%s is the 404 page, never a 500',
    async (path) => {
      const res = await shopRequest(path, { host: 'ljus.localhost' });
      expect(res.status).toBe(404);
      expect(res.body).not.toContain('<script>alert(1)');
    },
  );
});

describe('store pages', () => {
  it("shows this week's opening hours in Swedish with today marked", async () => {
    const res = await shopRequest('/butiker/S-STO-02', { host: 'virke.localhost' });
    expect(res.status).toBe(200);
    expect(h1(res.body)).toBe('Virkesbolaget Stockholm Sickla');
    for (const day of ['Måndag', 'Tisdag', 'Onsdag', 'Torsdag', 'Fredag', 'Lördag', 'Söndag']) expect(res.body).toContain(`<th scope="row">${day}`);
    const today = new Intl.DateTimeFormat('sv-SE', { weekday: 'long', timeZone: 'Europe/Stockholm' }).format(new Date());
    const marked = /<tr class="opening-hours__today" aria-current="date"><th scope="row">([^<]+)/.exec(res.body)?.[1];
    expect(marked?.toLowerCase()).toBe(today.toLowerCase());
    expect(res.body).toContain('Avvikande öppettider');
    expect(res.body).toContain('class="store-map"');
  });
});

describe('members-only pages', () => {
  it('send anonymous visitors to the front page with "Vänligen logga in"', async () => {
    const res = await shopRequest('/kundportal', { host: 'ljus.localhost' });
    expect(res.status).toBe(307);
    expect(res.body).not.toContain('Kundportal');
    const edge = await shopRequest(new URL(String(res.headers.location), 'http://ljus.localhost').pathname, { host: 'ljus.localhost' });
    expect(edge.headers.location).toBe('/');
    expect(String(edge.headers['set-cookie'])).toContain('flash=errors.please_login');
  });

  it('keep their content out of an anonymous RSC payload', async () => {
    const res = await shopRequest('/RSC/R/tjanster/avtalspriser.txt', { host: 'ljus.localhost' });
    expect(res.body).not.toContain('Dina avtalspriser');
    expect(res.body).not.toContain('avtalspriser –');
  });

  it('are listed for signed-in buyers only, and shown to them', async () => {
    const anonymous = await shopRequest('/tjanster', { host: 'localhost' });
    expect(anonymous.body).not.toContain('Dina avtalspriser');
    const { jar } = await signInAs('anna.andersson@demo.example');
    expect((await getWith(jar, '/tjanster')).body).toContain('Dina avtalspriser');
    const page = await getWith(jar, '/tjanster/avtalspriser');
    expect(page.status).toBe(200);
    expect(h1(page.body)).toBe('Dina avtalspriser');
  });

  it('are never found by page search', async () => {
    const backend = inject('backendOrigin');
    const search = async (q: string) => {
      const query = new URLSearchParams(Object.entries(pageSearchQuery(q)).map(([key, value]) => [key, String(value)]));
      const answer = (await (await fetch(`${backend}/spaces/ljus/environments/master/entries?${query}&access_token=dev-content-delivery-token`)).json()) as { items: { fields: { title: string } }[] };
      return answer.items.map((item) => item.fields.title);
    };
    expect(await search('Kreditkonto')).toContain('Kreditkonto');
    expect(await search('avtalspriser')).toEqual([]);
  });
});

describe('page search', () => {
  it('offers the page called what was typed first, not pages that only contain its letters', async () => {
    const res = await shopRequest('/search?q=Om+oss', { host: 'ljus.localhost' });
    const titles = [...res.body.matchAll(/<span class="search-page-hits__title">([^<]+)<\/span>/g)].map((match) => match[1]);
    expect(titles[0]).toBe('Om Ljusgrossen');
    expect(res.body).toContain('href="/om-oss"');
    expect(titles.length).toBeLessThanOrEqual(5);
  });
});

describe('content webhook', () => {
  it.each([
    ['no secret', {}],
    ['a wrong secret', { 'x-content-webhook-secret': 'not-the-secret' }],
    ['a wrong bearer token', { authorization: 'Bearer dev-content-webhook-secreT' }],
  ])('answers 401 to %s', async (_name, headers) => {
    const res = await webhook(changed('ljus'), headers);
    expect(res.status).toBe(401);
    expect(res.body).not.toContain('purged');
  });

  it('purges only the brand whose space changed', async () => {
    const res = await webhook(changed('virke'), { 'x-content-webhook-secret': WEBHOOK_SECRET });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ purged: ['virke'] });
  });

  it('refuses a payload that is not one', async () => {
    const res = await shopRequest('/api/content/webhook', { method: 'POST', headers: { 'x-content-webhook-secret': WEBHOOK_SECRET, 'content-type': 'application/json' }, body: '{"sys":"x"' });
    expect(res.status).toBe(400);
  });

  it('a changed entry shows on the next request after the webhook, not before', async (context) => {
    const state = shopStateDir();
    if (!state) return context.skip('the shop process and its database folder are found through /proc (Linux)');
    const title = `Ny rubrik ${Date.now()}`;
    expect(decode(h1((await shopRequest('/', { host: 'ror.localhost' })).body) ?? '')).toBe(HEROES.ror);
    try {
      setHeroTitle(state, title);
      expect(decode(h1((await shopRequest('/', { host: 'ror.localhost' })).body) ?? '')).toBe(HEROES.ror);
      expect((await webhook(changed('ror'), { 'x-content-webhook-secret': WEBHOOK_SECRET })).status).toBe(200);
      expect(h1((await shopRequest('/', { host: 'ror.localhost' })).body)).toBe(title);
    } finally {
      setHeroTitle(state, HEROES.ror);
      await webhook(changed('ror'), { 'x-content-webhook-secret': WEBHOOK_SECRET });
    }
    // Each edit runs wrangler's d1 command in a process of its own: seconds each on a loaded machine.
  }, 120_000);
});

describe('dynamic forms', () => {
  const post = (body: unknown, headers: Record<string, string> = { origin: 'http://localhost' }) =>
    shopRequest('/api/forms/kontakt/submissions', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

  it('answers Swedish messages per field for invalid values', async () => {
    const res = await post({ values: { namn: '', epost: 'inte-en-adress', amne: 'Påhittat', meddelande: 'Hej' } });
    expect(res.status).toBe(422);
    expect(JSON.parse(res.body).fieldErrors).toEqual({ namn: 'Fältet måste fyllas i.', epost: 'Ange en giltig e-postadress.', amne: 'Välj ett av alternativen.' });
  });

  it('stores a valid submission', async () => {
    const res = await post({ values: { namn: 'Test Testsson', epost: 'test@example.se', amne: 'Faktura', meddelande: 'Hej!' }, pageUrl: '/kundservice' });
    expect(res.status).toBe(201);
  });

  it('refuses a post from another site and an unknown form', async () => {
    expect((await post({ values: {} }, { origin: 'https://evil.example' })).status).toBe(403);
    const unknown = await shopRequest('/api/forms/finns-inte/submissions', { method: 'POST', headers: { 'content-type': 'application/json', origin: 'http://localhost' }, body: '{"values":{}}' });
    expect(unknown.status).toBe(404);
  });
});

function setHeroTitle(state: string, title: string): void {
  const sql = `UPDATE content_entries SET fields = json_set(fields, '$.title', '${title.replaceAll("'", "''")}') WHERE space_id = 'ror' AND id = 'hero-start'`;
  runShopSql(state, sql);
}
