import { describe, expect, it } from 'vitest';
import { CookieJar } from '../support/cookie-jar';
import { setupRequestXml } from '../support/procurement-stub';
import { addArticles, formAround, hiddenFields, pricedArticles } from '../support/punchout-cart';
import { stub, useProcurementStub } from '../support/punchout-entry';
import { shopRequest } from '../support/shop-client';
import { getWith } from '../support/session-flows';

// cXML edit (issue 19, decision 031): a requisition comes back from the procurement system as a
// PunchOutSetupRequest operation="edit" with ItemOut lines; the session opens with those lines in
// the cart (an unknown article reported, not dropped), and the changed cart goes back.
useProcurementStub();

const UNKNOWN = 'FINNS-INTE-4711';

describe('cXML edit session', () => {
  it('opens with the requisition in the cart, reports the unknown line and returns the edited lines', async () => {
    const [first, second, added] = await pricedArticles(3);
    const setup = await shopRequest('/punchout/cxml', {
      method: 'POST',
      headers: { 'content-type': 'text/xml; charset=utf-8' },
      body: setupRequestXml({
        sharedSecret: 'cxml-demo-secret',
        browserFormPostUrl: stub.cxmlFormPostUrl,
        buyerCookie: 'requisition-77',
        operation: 'edit',
        itemOut: [
          { articleNumber: first.articleNumber, quantity: 4 },
          { articleNumber: UNKNOWN, quantity: 1 },
          { articleNumber: second.articleNumber, quantity: 5 },
        ],
      }),
    });
    expect(setup.status).toBe(200);
    const startUrl = /<StartPage><URL><!\[CDATA\[(.+?)\]\]><\/URL><\/StartPage>/.exec(setup.body)?.[1] ?? '';
    const start = await shopRequest(new URL(startUrl).pathname);
    expect(start.status).toBe(303);
    expect(new URL(String(start.headers['location']), 'http://shop').pathname).toBe('/cart');
    const jar = new CookieJar().store(start);

    const cart = await getWith(jar, '/cart');
    expect(cart.status).toBe(200);
    expect(cart.body).toContain(`>${first.articleNumber}<`);
    expect(cart.body).toContain(`>${second.articleNumber}<`);
    const report = cart.body.slice(cart.body.indexOf('punchout-requisition-report'));
    expect(report).toContain('Några rader i rekvisitionen kunde inte läggas i varukorgen');
    expect(report).toContain(`data-article-number="${UNKNOWN}"`);
    expect(report).toContain(`Artikel ${UNKNOWN}, antal 1`);

    // The buyer changes the requisition: one more article.
    await addArticles(jar, [added]);
    const transfer = await getWith(jar, '/overforing');
    expect(transfer.status).toBe(200);
    const xml = hiddenFields(formAround(transfer.body, 'name="cxml-urlencoded"'))[0]![1];
    expect(xml).toContain('<BuyerCookie>requisition-77</BuyerCookie>');
    const lines = [...xml.matchAll(/<ItemIn quantity="([\d.]+)"[\s\S]*?<SupplierPartID>([^<]+)<\/SupplierPartID>/g)].map(([, quantity, article]): [string, number] => [article ?? '', Number(quantity)]);
    expect(new Map(lines)).toEqual(
      new Map([
        [first.articleNumber, 4],
        [second.articleNumber, 5],
        [added.articleNumber, 2],
      ]),
    );
    expect(xml).not.toContain(UNKNOWN);
  });

  it('an edit setup without lines opens with an empty cart and no report', async () => {
    const setup = await shopRequest('/punchout/cxml', {
      method: 'POST',
      headers: { 'content-type': 'text/xml; charset=utf-8' },
      body: setupRequestXml({ sharedSecret: 'cxml-demo-secret', browserFormPostUrl: stub.cxmlFormPostUrl, operation: 'edit' }),
    });
    const startUrl = /<StartPage><URL><!\[CDATA\[(.+?)\]\]><\/URL><\/StartPage>/.exec(setup.body)?.[1] ?? '';
    const jar = new CookieJar().store(await shopRequest(new URL(startUrl).pathname));
    const cart = await getWith(jar, '/cart');
    expect(cart.status).toBe(200);
    expect(cart.body).not.toContain('punchout-requisition-report');
    expect(cart.body).not.toContain('href="/overforing"');
  });
});
