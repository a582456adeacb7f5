import { describe, expect, it } from 'vitest';
import { parseSetupRequest } from './parse-setup-request';

const setupRequestXml = (overrides: { operation?: string; secret?: string; url?: string; doctype?: string; items?: string } = {}) => `<?xml version="1.0" encoding="UTF-8"?>
${overrides.doctype ?? '<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">'}
<cXML payloadID="1763740800.42@procurement.example" timestamp="2026-11-21T10:00:00+01:00" xml:lang="sv-SE">
  <Header>
    <From><Credential domain="NetworkID"><Identity>AN-BUYER-1</Identity></Credential></From>
    <To><Credential domain="DUNS"><Identity>SHOP-SUPPLIER</Identity></Credential></To>
    <Sender>
      <Credential domain="NetworkID"><Identity>industriservice-syd</Identity><SharedSecret>${overrides.secret ?? 's3cret &amp; more'}</SharedSecret></Credential>
      <UserAgent>Procurement stub 1.0</UserAgent>
    </Sender>
  </Header>
  <Request deploymentMode="test">
    <PunchOutSetupRequest operation="${overrides.operation ?? 'create'}">
      <BuyerCookie>cookie-4711</BuyerCookie>
      <Extrinsic name="UserEmail">olle@industriservice-syd.example</Extrinsic>
      <BrowserFormPost><URL>${overrides.url ?? 'https://srm.example.se/cxml?a=1&amp;b=2'}</URL></BrowserFormPost>
      <SupplierSetup><URL>https://shop.example/punchout/cxml</URL></SupplierSetup>${overrides.items ?? ''}
    </PunchOutSetupRequest>
  </Request>
</cXML>`;

describe('parseSetupRequest', () => {
  it('reads operation, BuyerCookie, BrowserFormPost URL, credentials and the user e-mail', () => {
    expect(parseSetupRequest(setupRequestXml())).toEqual({
      ok: true,
      request: {
        payloadId: '1763740800.42@procurement.example',
        operation: 'create',
        buyerCookie: 'cookie-4711',
        browserFormPostUrl: 'https://srm.example.se/cxml?a=1&b=2',
        from: { domain: 'NetworkID', identity: 'AN-BUYER-1' },
        to: { domain: 'DUNS', identity: 'SHOP-SUPPLIER' },
        sender: { domain: 'NetworkID', identity: 'industriservice-syd', sharedSecret: 's3cret & more' },
        userEmail: 'olle@industriservice-syd.example',
        itemLines: [],
      },
    });
  });

  const itemOut = (quantity: string, articleNumber: string) =>
    `<ItemOut quantity="${quantity}"><ItemID><SupplierPartID>${articleNumber}</SupplierPartID></ItemID><ItemDetail><Description xml:lang="sv">x</Description></ItemDetail></ItemOut>`;

  it('accepts edit with the requisition lines of its ItemOut elements', () => {
    const result = parseSetupRequest(setupRequestXml({ operation: 'edit', items: itemOut('3', '7300123') + itemOut('2.5', ' ART-9 ') }));
    expect(result.ok && result.request.operation).toBe('edit');
    expect(result.ok && result.request.itemLines).toEqual([
      { articleNumber: '7300123', quantity: 3 },
      { articleNumber: 'ART-9', quantity: 2.5 },
    ]);
  });

  it('ignores ItemOut lines of a create setup', () => {
    const result = parseSetupRequest(setupRequestXml({ operation: 'create', items: itemOut('3', '7300123') }));
    expect(result.ok && result.request.itemLines).toEqual([]);
  });

  it.each([
    ['a quantity of zero', itemOut('0', '7300123')],
    ['a quantity that is not a number', itemOut('tre', '7300123')],
    ['a line without SupplierPartID', itemOut('1', '')],
    ['more than 200 lines', itemOut('1', '7300123').repeat(201)],
  ])('refuses an edit with %s', (_name, items) => {
    const result = parseSetupRequest(setupRequestXml({ operation: 'edit', items }));
    expect(result.ok ? 200 : result.refusal.code).toBe(400);
    expect(result.ok ? '' : result.refusal.text).toContain('itemLines');
  });

  it.each([
    ['inspect', setupRequestXml({ operation: 'inspect' }), 450],
    ['an unknown operation', setupRequestXml({ operation: 'delete' }), 400],
    ['a missing shared secret', setupRequestXml({ secret: '' }), 400],
    ['a missing BrowserFormPost URL', setupRequestXml({ url: '' }), 400],
    ['an XXE DOCTYPE', setupRequestXml({ doctype: '<!DOCTYPE cXML [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>' }), 400],
    ['another document', '<Invoice/>', 400],
    ['not XML', 'USERNAME=a&PASSWORD=b', 400],
  ])('refuses %s with cXML status %i', (_name, xml, code) => {
    const result = parseSetupRequest(xml);
    expect(result.ok ? 200 : result.refusal.code).toBe(code);
  });

  it('never repeats the shared secret in a refusal', () => {
    const result = parseSetupRequest(setupRequestXml({ url: '' }));
    expect(JSON.stringify(result)).not.toContain('s3cret');
  });
});
