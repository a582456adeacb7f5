import { describe, expect, it } from 'vitest';
import { CookieJar } from '../support/cookie-jar';
import { setupRequestXml } from '../support/procurement-stub';
import { sessionCookies, stub, useProcurementStub } from '../support/punchout-entry';
import { shopRequest, type ShopResponse } from '../support/shop-client';
import { getWith } from '../support/session-flows';

// The cXML punch-out entry: a PunchOutSetupRequest posted server to server to /punchout/cxml,
// answered with a one-time start page. A real local stub plays the procurement system.
useProcurementStub();

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
