import { describe, expect, it } from 'vitest';
import { CookieJar } from '../support/cookie-jar';
import { setupRequestXml } from '../support/procurement-stub';
import { addArticles, decode, formAround, hiddenFields, pricedArticles } from '../support/punchout-cart';
import { OCI_LOGIN, postEntry, stub, useProcurementStub } from '../support/punchout-entry';
import { shopRequest } from '../support/shop-client';
import { OCI_MAX_LENGTH, ociShortText, ociText } from '../../src/features/punchout/oci-values';
import { getWith, signInAs } from '../support/session-flows';

// The punch-out round trip: entry, two products added from their pages, and the cart transferred
// to the procurement stub as OCI fields or a cXML order message.
useProcurementStub();

describe('OCI round trip: entry, two products, transfer to the stub', () => {
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
      expect(value(`NEW_ITEM-DESCRIPTION[${n}]`)).toBe(ociShortText(variant.name, 40));
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
      expect(value(`NEW_ITEM-MATGROUP[${n}]`)).toBe(ociText(parents.at(-1)!.name, 10));
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

  it('fits long names and category names to their OCI lengths in a real transfer (company B)', async () => {
    const { jar } = await postEntry({ ...OCI_LOGIN, HOOK_URL: stub.hookUrl });
    // "Jordfelsbrytare 4-polig 63 A 300 mA typ B" is 41 characters, its category name 15.
    const [article] = await pricedArticles(1, { q: 'jordfelsbrytare', wanted: (v) => v.name.length > 40 && v.product.breadcrumb.parents.at(-1).name.length > 10 });
    await addArticles(jar, [article]);

    const transfer = await getWith(jar, '/overforing');
    const fields = hiddenFields(formAround(transfer.body, 'name="NEW_ITEM-DESCRIPTION[1]"'));
    const value = (name: string) => fields.find(([field]) => field === name)?.[1];
    for (const [name, sent] of fields) {
      const field = /^NEW_ITEM-([A-Z_0-9]+)\[1\]$/.exec(name)?.[1];
      if (field) expect(sent.length, `${field} = "${sent}"`).toBeLessThanOrEqual(OCI_MAX_LENGTH[field as keyof typeof OCI_MAX_LENGTH]);
    }
    const description = value('NEW_ITEM-DESCRIPTION[1]')!;
    expect(description).toMatch(/…$/);
    expect(article.name.startsWith(`${description.slice(0, -1)} `)).toBe(true);
    expect(value('NEW_ITEM-MATGROUP[1]')).toBe(Array.from(article.product.breadcrumb.parents.at(-1).name as string).slice(0, 10).join(''));
    expect(value('NEW_ITEM-LONGTEXT_1:132[]')).toBe(article.name);
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
