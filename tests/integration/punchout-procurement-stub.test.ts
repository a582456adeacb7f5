import { describe, expect, it } from 'vitest';
import { buildOrderMessage } from '../../src/features/punchout/cxml/build-order-message';
import { buildOciFields } from '../../src/features/punchout/build-oci-fields';
import { DEFAULT_MAPPING_RULES } from '../../domain/punchout/mapping-rules';
import { stub, useProcurementStub } from '../support/punchout-entry';

// The procurement stub the punch-out tests rely on records carts exactly as a browser posts them.
useProcurementStub();

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
