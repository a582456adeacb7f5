import { describe, expect, inject, it } from 'vitest';
import { CookieJar } from '../support/cookie-jar';
import { setupRequestXml } from '../support/procurement-stub';
import { OCI_LOGIN, postEntry, stub, useProcurementStub } from '../support/punchout-entry';
import { shopRequest } from '../support/shop-client';
import { getWith, signInAs } from '../support/session-flows';

// The punch-out round trip: entry, two products added from their pages, and the cart transferred
// to the procurement stub as OCI fields or a cXML order message.
useProcurementStub();

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
