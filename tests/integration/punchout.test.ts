import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildOrderMessage } from '../../src/features/punchout/cxml/build-order-message';
import { buildOciFields } from '../../src/features/punchout/build-oci-fields';
import { DEFAULT_MAPPING_RULES } from '../../domain/punchout/mapping-rules';
import { CookieJar } from '../support/cookie-jar';
import { startProcurementStub, setupRequestXml, type ProcurementStub } from '../support/procurement-stub';
import { shopRequest, type ShopResponse } from '../support/shop-client';
import { claimsOf, flashKey, getWith, signInAs } from '../support/session-flows';

// The punch-out entry as procurement systems use it: a cross-site form POST (or GET) to
// /punchout, or a cXML setup posted server to server. A real local stub plays the procurement
// system; its address (http://127.0.0.1) is allowed over http by PUNCHOUT_DEV_HOOK_HOSTS.

let stub: ProcurementStub;
beforeAll(async () => {
  stub = await startProcurementStub();
});
afterAll(() => stub?.close());

const OCI_LOGIN = { USERNAME: 'oci-demo', PASSWORD: 'oci-demo' };
const setCookies = (res: ShopResponse) => [res.headers['set-cookie'] ?? []].flat();
/** Cookies that would amount to a session or stored settings (a cleared cookie is not one). */
const sessionCookies = (res: ShopResponse) =>
  setCookies(res).filter((cookie) => /^(access_token|refresh_token|punchout_settings)=[^;]/.test(cookie));

async function postEntry(fields: Record<string, string>, jar = new CookieJar(), contentType = 'application/x-www-form-urlencoded') {
  const res = await shopRequest('/punchout', {
    method: 'POST',
    // A procurement system is another site: its form post carries its own origin.
    headers: { 'content-type': contentType, origin: stub.origin, cookie: jar.header() },
    body: new URLSearchParams(fields).toString(),
  });
  jar.store(res);
  return { res, jar };
}

async function expectPunchoutMode(jar: CookieJar) {
  const page = await getWith(jar, '/');
  expect(page.status).toBe(200);
  expect(page.body).toContain('data-mode="PUNCHOUT"');
  expect(page.headers['x-ui-mode']).toBe('PUNCHOUT');
  expect(String(page.headers['content-security-policy'])).toContain(`frame-ancestors 'self' ${stub.origin}`);
}

describe('OCI entry /punchout', () => {
  it('POST: signs the buyer in and opens the shop in PUNCHOUT mode with the settings saved', async () => {
    const { res, jar } = await postEntry({ ...OCI_LOGIN, HOOK_URL: stub.hookUrl, '~OkCode': 'ADDI', '~TARGET': '_top', '~CALLER': 'CTLG', OCI_VERSION: '4.0' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(claimsOf(jar.get('access_token'))?.customerPermissions[0].customerId).toBe('C-2001');
    const settings = setCookies(res).find((cookie) => cookie.startsWith('punchout_settings='));
    expect(settings).toMatch(/HttpOnly/);
    const saved = JSON.parse(Buffer.from(jar.get('punchout_settings') ?? '', 'base64url').toString());
    expect(saved).toMatchObject({
      protocol: 'oci',
      callback_url: stub.hookUrl,
      companyName: 'Industriservice Syd AB',
      logonId: 'oci-demo',
      oci: { okCode: 'ADDI', target: '_top', caller: 'CTLG', version: '4.0' },
      customerId: 'C-2001',
    });
    expect(JSON.stringify(saved)).not.toContain('PASSWORD');
    expect(Number.isNaN(Date.parse(saved.last_used))).toBe(false);
    await expectPunchoutMode(jar);
  });

  it('GET with other aliases in other letter cases works the same', async () => {
    const query = new URLSearchParams({ logonid: 'oci-demo', LogonPassword: 'oci-demo', hook_url: stub.hookUrl, '~target': '_parent' });
    const res = await shopRequest(`/punchout?${query}`);
    expect(res.status).toBe(303);
    const jar = new CookieJar().store(res);
    await expectPunchoutMode(jar);
  });

  it('multipart POST with the e-mail alias works too', async () => {
    const form = new FormData();
    form.set('SENDER_ID', 'oci-demo@industriservice-syd.example');
    form.set('password', 'oci-demo');
    form.set('HOOK_URL', stub.hookUrl);
    const request = new Request('http://x/', { method: 'POST', body: form });
    const res = await shopRequest('/punchout', {
      method: 'POST',
      headers: { 'content-type': request.headers.get('content-type') ?? '', origin: stub.origin },
      body: await request.text(),
    });
    expect(res.status).toBe(303);
    await expectPunchoutMode(new CookieJar().store(res));
  });

  it('without a callback URL: normal mode with errors.punchout.missing_callback_url', async () => {
    const { res, jar } = await postEntry(OCI_LOGIN);
    expect(res.status).toBe(303);
    expect(flashKey(res)).toBe('errors.punchout.missing_callback_url');
    expect(jar.get('access_token')).toBeDefined();
    expect(jar.get('punchout_settings')).toBeUndefined();
    const page = await getWith(jar, '/');
    expect(page.body).toContain('data-mode="NORMAL"');
    expect(page.headers['x-ui-mode']).toBe('NORMAL');
  });

  it('reuses the saved callback URL of the same user when a later entry has none', async () => {
    const { jar } = await postEntry({ ...OCI_LOGIN, HOOK_URL: stub.hookUrl });
    const again = await postEntry(OCI_LOGIN, jar);
    expect(again.res.status).toBe(303);
    expect(flashKey(again.res)).toBeUndefined();
    await expectPunchoutMode(jar);
  });

  it('signing out ends PUNCHOUT mode', async () => {
    const { jar } = await postEntry({ ...OCI_LOGIN, HOOK_URL: stub.hookUrl });
    jar.delete('access_token').delete('refresh_token');
    const page = await getWith(jar, '/');
    expect(page.headers['x-ui-mode']).toBe('NORMAL');
  });

  it.each([
    ['a wrong password', { USERNAME: 'oci-demo', PASSWORD: 'wrong', HOOK_URL: 'https://srm.example.se/hook' }, 401, 'punchout.entry.invalid_credentials'],
    ['a normal (non punch-out) account', { USERNAME: 'anna.andersson@demo.example', PASSWORD: 'Demo1234!', HOOK_URL: 'https://srm.example.se/hook' }, 401, 'punchout.entry.invalid_credentials'],
    ['no password', { USERNAME: 'oci-demo', HOOK_URL: 'https://srm.example.se/hook' }, 400, 'punchout.entry.missing_credentials'],
    ['no fields at all', {}, 400, 'punchout.entry.missing_credentials'],
    ['a javascript: hook', { ...OCI_LOGIN, HOOK_URL: 'javascript:alert(document.cookie)' }, 400, 'punchout.entry.invalid_hook_url'],
    ['a data: hook', { ...OCI_LOGIN, HOOK_URL: 'data:text/html,<script>alert(1)</script>' }, 400, 'punchout.entry.invalid_hook_url'],
    ['an http hook on a public host', { ...OCI_LOGIN, HOOK_URL: 'http://srm.example.se/hook' }, 400, 'punchout.entry.invalid_hook_url'],
    ['a 100 KB field', { ...OCI_LOGIN, HOOK_URL: 'https://srm.example.se/hook', NOTE: 'x'.repeat(100 * 1024) }, 413, 'punchout.entry.too_large'],
    ['a 100 KB HOOK_URL', { ...OCI_LOGIN, HOOK_URL: `https://srm.example.se/${'a'.repeat(100 * 1024)}` }, 413, 'punchout.entry.too_large'],
    ['a bad ~TARGET', { ...OCI_LOGIN, HOOK_URL: 'https://srm.example.se/hook', '~TARGET': '_top" onload="x' }, 400, 'punchout.entry.invalid_field'],
  ])('refuses %s with a Swedish error page, no session and nothing stored', async (_name, fields, status, reason) => {
    const { res, jar } = await postEntry(fields);
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('lang="sv"');
    expect(res.body).toContain(`data-punchout-error="${reason}"`);
    expect(res.body).toContain('Butiken kunde inte öppnas från inköpssystemet');
    expect(sessionCookies(res)).toEqual([]);
    const page = await getWith(jar, '/');
    expect(page.headers['x-ui-mode']).toBe('NORMAL');
  });

  it('refuses a 100 KB GET entry before any sign-in', async () => {
    const query = new URLSearchParams({ ...OCI_LOGIN, HOOK_URL: stub.hookUrl, NOTE: 'x'.repeat(100 * 1024) });
    const res = await shopRequest(`/punchout?${query}`).catch(() => ({ status: 431, headers: {}, body: '' }) as ShopResponse);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(sessionCookies(res)).toEqual([]);
  });
});

describe('cXML /punchout/cxml', () => {
  const postSetup = (xml: string, contentType = 'text/xml; charset=utf-8') =>
    shopRequest('/punchout/cxml', { method: 'POST', headers: { 'content-type': contentType }, body: xml });
  const statusOf = (res: ShopResponse) => /<Status code="(\d+)"/.exec(res.body)?.[1];

  it('answers a PunchOutSetupRequest with a one-time StartPage URL that opens a PUNCHOUT session', async () => {
    const res = await postSetup(setupRequestXml({ sharedSecret: 'cxml-demo-secret', browserFormPostUrl: stub.cxmlFormPostUrl, buyerCookie: 'cookie & 42' }));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/xml/);
    expect(statusOf(res)).toBe('200');
    const startUrl = /<StartPage><URL><!\[CDATA\[(.+?)\]\]><\/URL><\/StartPage>/.exec(res.body)?.[1] ?? '';
    expect(startUrl).toMatch(/\/punchout\/cxml\/start\/[\w-]{43}$/);
    expect(sessionCookies(res)).toEqual([]);

    const start = await shopRequest(new URL(startUrl).pathname);
    expect(start.status).toBe(303);
    const jar = new CookieJar().store(start);
    const saved = JSON.parse(Buffer.from(jar.get('punchout_settings') ?? '', 'base64url').toString());
    expect(saved).toMatchObject({
      protocol: 'cxml',
      callback_url: stub.cxmlFormPostUrl,
      companyName: 'Industriservice Syd AB',
      email: 'olle@industriservice-syd.example',
      cxml: { buyerCookie: 'cookie & 42', operation: 'create', buyer: { identity: 'AN-BUYER-1' }, supplier: { identity: 'SHOP-SUPPLIER' } },
    });
    const page = await getWith(jar, '/');
    expect(page.headers['x-ui-mode']).toBe('PUNCHOUT');

    const reused = await shopRequest(new URL(startUrl).pathname);
    expect(reused.status).toBe(400);
    expect(reused.body).toContain('data-punchout-error="punchout.entry.invalid_start_link"');
    expect(sessionCookies(reused)).toEqual([]);
  });

  const XXE = '<!DOCTYPE cXML [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>';
  const LAUGHS = `<!DOCTYPE cXML [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>`;
  it.each([
    ['a wrong shared secret', setupRequestXml({ sharedSecret: 'guess', browserFormPostUrl: 'https://srm.example.se/cxml' }), '401'],
    ['an external entity (XXE)', setupRequestXml({ sharedSecret: 'cxml-demo-secret', browserFormPostUrl: 'https://srm.example.se/cxml', doctype: XXE }), '400'],
    ['a billion-laughs payload', setupRequestXml({ sharedSecret: 'cxml-demo-secret', browserFormPostUrl: 'https://srm.example.se/cxml', doctype: LAUGHS }).replace('stub-cookie-1', '&lol3;'), '400'],
    ['an http BrowserFormPost URL', setupRequestXml({ sharedSecret: 'cxml-demo-secret', browserFormPostUrl: 'http://srm.example.se/cxml' }), '400'],
    ['a javascript: BrowserFormPost URL', setupRequestXml({ sharedSecret: 'cxml-demo-secret', browserFormPostUrl: 'javascript:alert(1)' }), '400'],
    ['a form post instead of XML', 'USERNAME=oci-demo&PASSWORD=oci-demo', '415'],
  ])('refuses %s with a cXML error status and no start page', async (_name, body, code) => {
    const res = await postSetup(body, code === '415' ? 'application/x-www-form-urlencoded' : 'text/xml');
    expect(statusOf(res)).toBe(code);
    expect(res.status).toBe(Number(code));
    expect(res.body).not.toContain('StartPage');
    expect(res.body).not.toContain('root:');
    expect(sessionCookies(res)).toEqual([]);
  });

  it('refuses a start link that was never issued', async () => {
    const res = await shopRequest(`/punchout/cxml/start/${'A'.repeat(43)}`);
    expect(res.status).toBe(400);
    expect(sessionCookies(res)).toEqual([]);
  });
});

describe('mapping rules as data (backend GET /v2/oci/mapping-rules)', () => {
  const backend = (path: string, init: RequestInit = {}) =>
    fetch(new URL(path, inject('backendOrigin')), { ...init, headers: { 'content-type': 'application/json', 'x-client-ip': '10.77.0.1', ...init.headers } });
  const tokenOf = async (path: string, body: Record<string, string>) =>
    ((await (await backend(path, { method: 'POST', body: JSON.stringify(body) })).json()) as { AccessToken: string }).AccessToken;
  const rulesOf = (token: string, customerId: string) => backend(`/v2/oci/mapping-rules?customerId=${customerId}`, { headers: { authorization: `Bearer ${token}` } });

  it.each([
    ['C-1001', { company: 'A', materialGroup: 'empty', unitMap: {}, customFields: [] }],
    ['C-2001', { company: 'B', materialGroup: 'last-breadcrumb-parent', unitMap: {}, customFields: [{ field: 1, from: 'projectId' }] }],
    ['C-3001', { company: 'C', materialGroup: 'default', unitMap: { STK: 'ST' }, customFields: [] }],
  ])('%s has company %o rules', async (customerId, rules) => {
    const token = await tokenOf('/v2/sessions/', { username: 'site.admin@demo.example', password: 'Demo1234!' });
    const res = await rulesOf(token, customerId);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ customerId, ...rules });
  });

  it('gives a punch-out account only its own company', async () => {
    const token = await tokenOf('/v2/oci/sessions', OCI_LOGIN);
    expect(await (await backend('/v2/oci/mapping-rules', { headers: { authorization: `Bearer ${token}` } })).json()).toMatchObject({ customerId: 'C-2001', company: 'B' });
    expect((await rulesOf(token, 'C-1001')).status).toBe(403);
    expect((await backend('/v2/oci/mapping-rules')).status).toBe(401);
  });
});

describe('the procurement stub', () => {
  const line = { articleNumber: '1234567', name: 'Kabel "EKLK" & grå', quantity: 2, unit: 'STK', netPrice: 12.5, breadcrumbParents: ['El'] };

  it('records an OCI transfer form field by field, as a browser posts it', async () => {
    const form = buildOciFields([line], DEFAULT_MAPPING_RULES, { customerId: 'C-2001' }, { okCode: 'ADDI', target: '_top', caller: 'CTLG' });
    await fetch(stub.hookUrl, { method: 'POST', body: new URLSearchParams(form.fields.map(([name, value]) => [name, value])) });
    const post = await stub.nextPost();
    expect(post.path).toBe('/oci/hook');
    expect(post.fields).toEqual(form.fields);
  });

  it('records a cXML order message posted in cxml-urlencoded', async () => {
    const xml = buildOrderMessage({
      envelope: { payloadId: '1@shop', timestamp: '2026-11-21T10:00:00Z' },
      buyerCookie: 'stub-cookie-1',
      buyer: { domain: 'NetworkID', identity: 'AN-BUYER-1' },
      supplier: { domain: 'DUNS', identity: 'SHOP-SUPPLIER' },
      lines: [line],
      rules: DEFAULT_MAPPING_RULES,
    });
    await fetch(stub.cxmlFormPostUrl, { method: 'POST', body: new URLSearchParams({ 'cxml-urlencoded': xml }) });
    const post = await stub.nextPost();
    expect(post.fields).toEqual([['cxml-urlencoded', xml]]);
  });
});

describe('OCI round trip: entry, two products, transfer to the stub', () => {
  const backendOrigin = () => inject('backendOrigin');
  const backendJson = async (path: string, body?: unknown, token?: string): Promise<any> =>
    (
      await fetch(new URL(path, backendOrigin()), {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'content-type': 'application/json', 'x-client-ip': '10.77.0.2', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? null : JSON.stringify(body),
      })
    ).json();
  const decode = (value: string) => value.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  const formAround = (html: string, marker: string) => {
    const at = html.indexOf(marker);
    if (at < 0) throw new Error(`no form with ${marker}`);
    return html.slice(html.lastIndexOf('<form', at), html.indexOf('</form>', at));
  };
  const hiddenFields = (form: string): [string, string][] =>
    [...form.matchAll(/<input(?=[^>]*type="hidden")[^>]*>/g)].map(([tag]) => [decode(/name="([^"]*)"/.exec(tag)?.[1] ?? ''), decode(/value="([^"]*)"/.exec(tag)?.[1] ?? '')]);
  /** A form post as a browser without JavaScript sends it (multipart, the action's own hidden fields). */
  const submitForm = async (jar: CookieJar, path: string, form: string, fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of hiddenFields(form)) if (!(name in fields)) data.append(name, value);
    for (const [name, value] of Object.entries(fields)) data.append(name, value);
    const encoded = new Response(data);
    const res = await shopRequest(path, { method: 'POST', headers: { cookie: jar.header(), 'content-type': encoded.headers.get('content-type') ?? '' }, body: await encoded.text() });
    jar.store(res);
    return res;
  };

  /** Priced, plain articles as the punch-out buyer (company B, C-2001) sees them, with their slugs. */
  const pricedArticles = async (count: number): Promise<any[]> => {
    const token = ((await backendJson('/v2/oci/sessions', OCI_LOGIN)) as { AccessToken: string }).AccessToken;
    const menu = await backendJson('/menu?depth=1');
    const candidates: { articleNumber: string; variantSlug: string }[] = [];
    for (const category of menu.categories) {
      const answer = await backendJson('/search', { categoryPath: category.path, pageSize: 50, page: 1 });
      candidates.push(...(answer.items ?? []).filter((item: { discontinued?: boolean }) => !item.discontinued));
      if (candidates.length >= 40) break;
    }
    const query = `query($a: [String!]!, $c: String) { getVariants(articleNumbers: $a, customerId: $c, skipPrice: false) {
      articleNumber name unit purchaseConstraints discontinued attributes { attributeName attributeValue }
      product { breadcrumb { parents { name } } } price { netPrice askForPrice }
      stock { locations { locationId orderMultiple availableToDays } } } }`;
    const variants: any[] = (await backendJson('/graphql', { query, variables: { a: candidates.map((c) => c.articleNumber), c: 'C-2001' } }, token)).data.getVariants;
    const chosen = variants
      .filter((v) => typeof v.price?.netPrice === 'number' && !v.price.askForPrice && v.purchaseConstraints.length === 0 && !v.discontinued)
      .filter((v) => (v.stock?.locations.find((l: { locationId: string }) => l.locationId === 'CL-01')?.orderMultiple ?? 1) === 1)
      .slice(0, count)
      .map((v) => ({ ...v, variantSlug: candidates.find((c) => c.articleNumber === v.articleNumber)!.variantSlug }));
    expect(chosen).toHaveLength(count);
    return chosen;
  };
  /** Adds each article from its product page (quantities 2, 3, …), as a browser without JavaScript does. */
  const addArticles = async (jar: CookieJar, chosen: any[]) => {
    for (const [position, variant] of chosen.entries()) {
      const page = await getWith(jar, `/produkt/${variant.variantSlug}`);
      expect(page.status).toBe(200);
      const added = await submitForm(jar, `/produkt/${variant.variantSlug}`, formAround(page.body, 'name="articleNumber"'), { articleNumber: variant.articleNumber, quantity: String(position + 2) });
      expect(added.status).toBe(200);
    }
  };

  it('the stub receives every OCI field of both lines with company B rules and dot decimals', async () => {
    const { jar } = await postEntry({ ...OCI_LOGIN, HOOK_URL: stub.hookUrl, '~OkCode': 'ADDI', '~TARGET': '_top', '~CALLER': 'CTLG', OCI_VERSION: '4.0' });
    const chosen = await pricedArticles(2);
    await addArticles(jar, chosen);

    const cart = await getWith(jar, '/cart');
    expect(cart.body).toContain('href="/overforing"');
    expect(cart.body).toContain('Överför till inköpssystemet');
    expect((await getWith(jar, '/delivery')).status).toBeGreaterThanOrEqual(300);

    const transfer = await getWith(jar, '/overforing');
    expect(transfer.status).toBe(200);
    expect(String(transfer.headers['content-security-policy'])).toContain(`form-action 'self' https: ${stub.origin}`);
    const form = formAround(transfer.body, 'name="NEW_ITEM-DESCRIPTION[1]"');
    expect(decode(/action="([^"]*)"/.exec(form)?.[1] ?? '')).toBe(stub.hookUrl);
    expect(form).toContain('target="_top"');
    const fields = hiddenFields(form);
    const value = (name: string) => fields.find(([field]) => field === name)?.[1];

    for (const [position, variant] of chosen.entries()) {
      const n = position + 1;
      const quantity = position + 2;
      const line = variant.articleNumber;
      expect(value(`NEW_ITEM-VENDORMAT[${n}]`), line).toBe(variant.articleNumber);
      expect(value(`NEW_ITEM-DESCRIPTION[${n}]`)).toBe(Array.from(variant.name as string).slice(0, 40).join('').trim());
      expect(value(`NEW_ITEM-QUANTITY[${n}]`)).toBe(quantity.toFixed(3));
      expect(value(`NEW_ITEM-UNIT[${n}]`)).toBe(variant.unit);
      expect(value(`NEW_ITEM-PRICE[${n}]`)).toMatch(/^\d+\.\d{2}$/);
      expect(Number(value(`NEW_ITEM-PRICE[${n}]`))).toBeCloseTo(variant.price.netPrice, 2);
      expect(value(`NEW_ITEM-CURRENCY[${n}]`)).toBe('SEK');
      expect(value(`NEW_ITEM-PRICEUNIT[${n}]`)).toBe('1');
      expect(value(`NEW_ITEM-LEADTIME[${n}]`)).toMatch(/^\d+$/);
      const ssg = variant.attributes.find((a: { attributeName: string }) => a.attributeName.toUpperCase() === 'SSG')?.attributeValue ?? '';
      expect(value(`NEW_ITEM-EXT_PRODUCT_ID[${n}]`)).toBe(ssg);
      const parents = variant.product.breadcrumb.parents as { name: string }[];
      expect(parents.length).toBeGreaterThan(0);
      expect(value(`NEW_ITEM-MATGROUP[${n}]`)).toBe(parents.at(-1)!.name);
      expect(value(`NEW_ITEM-CUST_FIELD1[${n}]`)).toBeDefined();
      expect(value(`NEW_ITEM-LONGTEXT_${n}:132[]`)).toBe(variant.name);
    }
    expect(value('NEW_ITEM-VENDORMAT[3]')).toBeUndefined();
    expect(value('~OkCode')).toBe('ADDI');
    expect(value('~TARGET')).toBe('_top');
    expect(value('~CALLER')).toBe('CTLG');
    expect(transfer.body).toContain('data-price-flags="0"');

    // The browser posts exactly these fields to HOOK_URL.
    stub.clear();
    await fetch(stub.hookUrl, { method: 'POST', body: new URLSearchParams(fields) });
    const post = await stub.nextPost();
    expect(post.path).toBe('/oci/hook');
    expect(post.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(post.fields).toEqual(fields);

    // The transfer page's button retires the cart first (the server action), then posts the form.
    const reference = /"id\\?":\\?"([\w./-]+)#deleteTransferredCart/.exec(transfer.body);
    expect(reference).not.toBeNull();
    const retired = await shopRequest(`/RSC/F/${reference![1]}/deleteTransferredCart.txt`, {
      method: 'POST',
      headers: { cookie: jar.header(), 'content-type': 'text/plain;charset=UTF-8' },
      body: '[]',
    });
    expect(retired.status).toBe(200);
    expect(retired.body).toContain('"done"');
    const emptied = await getWith(jar, '/cart');
    for (const variant of chosen) expect(emptied.body).not.toContain(`>${variant.articleNumber}<`);
    expect(emptied.body).not.toContain('href="/overforing"');
  });

  it('a cXML session transfers a PunchOutOrderMessage in cxml-urlencoded to the BrowserFormPost URL', async () => {
    const setup = await shopRequest('/punchout/cxml', {
      method: 'POST',
      headers: { 'content-type': 'text/xml; charset=utf-8' },
      body: setupRequestXml({ sharedSecret: 'cxml-demo-secret', browserFormPostUrl: stub.cxmlFormPostUrl, buyerCookie: 'cookie & 42' }),
    });
    const startUrl = /<StartPage><URL><!\[CDATA\[(.+?)\]\]><\/URL><\/StartPage>/.exec(setup.body)?.[1] ?? '';
    const jar = new CookieJar().store(await shopRequest(new URL(startUrl).pathname));
    const [article] = await pricedArticles(1);
    await addArticles(jar, [article]);

    const transfer = await getWith(jar, '/overforing');
    expect(transfer.status).toBe(200);
    const form = formAround(transfer.body, 'name="cxml-urlencoded"');
    expect(decode(/action="([^"]*)"/.exec(form)?.[1] ?? '')).toBe(stub.cxmlFormPostUrl);
    const fields = hiddenFields(form);
    expect(fields.map(([name]) => name)).toEqual(['cxml-urlencoded']);
    const xml = fields[0]![1];
    expect(xml).toContain('<BuyerCookie>cookie &amp; 42</BuyerCookie>');
    expect(xml).toContain(`<SupplierPartID>${article.articleNumber}</SupplierPartID>`);
    expect(xml).toContain(`<ItemIn quantity="2"`);
    expect(xml).toContain(`<Money currency="SEK">${article.price.netPrice.toFixed(2)}</Money>`);

    stub.clear();
    await fetch(stub.cxmlFormPostUrl, { method: 'POST', body: new URLSearchParams(fields) });
    const post = await stub.nextPost();
    expect(post.path).toBe('/cxml/return');
    expect(post.fields).toEqual([['cxml-urlencoded', xml]]);
  });

  it('outside a punch-out session there is no transfer page', async () => {
    const { jar } = await signInAs('anna.andersson@demo.example');
    const res = await getWith(jar, '/overforing');
    expect(res.status).toBe(404);
    expect(res.body).not.toContain('NEW_ITEM-');
  });
});
