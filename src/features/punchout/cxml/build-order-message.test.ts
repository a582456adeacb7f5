import { describe, expect, it } from 'vitest';
import { DEFAULT_MAPPING_RULES } from '../../../../domain/punchout/mapping-rules';
import type { PunchoutCartLine } from '../punchout-cart-line';
import { buildOrderMessage, orderTotal } from './build-order-message';
import { buildSetupResponse, buildStatusResponse } from './build-setup-response';
import { parseXml } from './xml-parser';
import { childrenNamed, path, textOf } from './xml-query';

const envelope = { payloadId: '1@shop.example', timestamp: '2026-11-21T10:00:00+01:00' };
const lines: PunchoutCartLine[] = [
  { articleNumber: '1234567', name: 'Kabel <EKLK> & "grå"', quantity: 2, unit: 'STK', netPrice: 0.1, availableToDays: 3, ssg: '2530101', breadcrumbParents: ['El', 'Kabel'] },
  { articleNumber: 'S-9', name: 'Skruv', quantity: 0.5, unit: 'M', netPrice: 0.2, breadcrumbParents: [] },
  { articleNumber: 'X-1', name: 'Utan pris', quantity: 1, unit: 'FP', breadcrumbParents: [] },
];

describe('buildOrderMessage', () => {
  const xml = buildOrderMessage({
    envelope,
    buyerCookie: 'cookie <4711>',
    buyer: { domain: 'NetworkID', identity: 'AN-BUYER-1' },
    supplier: { domain: 'DUNS', identity: 'SHOP-SUPPLIER' },
    lines,
    rules: { ...DEFAULT_MAPPING_RULES, materialGroup: 'last-breadcrumb-parent' },
  });
  const root = parseXml(xml);
  const message = path(root, 'Message', 'PunchOutOrderMessage');
  const items = childrenNamed(message, 'ItemIn');

  it('is well-formed cXML our own strict parser accepts, with the BuyerCookie echoed', () => {
    expect(root.name).toBe('cXML');
    expect(textOf(path(message, 'BuyerCookie'))).toBe('cookie <4711>');
    expect(path(message, 'PunchOutOrderMessageHeader')?.attributes['operationAllowed']).toBe('edit');
    expect(textOf(path(root, 'Header', 'To', 'Credential', 'Identity'))).toBe('AN-BUYER-1');
  });

  it('carries every line with quantity, part id, price, description, UN/CEFACT unit, classification and lead time', () => {
    expect(items).toHaveLength(3);
    const [first, second, third] = items;
    expect(first?.attributes).toEqual({ quantity: '2', lineNumber: '1' });
    expect(textOf(path(first, 'ItemID', 'SupplierPartID'))).toBe('1234567');
    expect(textOf(path(first, 'ItemDetail', 'UnitPrice', 'Money'))).toBe('0.10');
    expect(path(first, 'ItemDetail', 'UnitPrice', 'Money')?.attributes['currency']).toBe('SEK');
    expect(textOf(path(first, 'ItemDetail', 'Description'))).toBe('Kabel <EKLK> & "grå"');
    expect(textOf(path(first, 'ItemDetail', 'UnitOfMeasure'))).toBe('EA');
    expect(path(first, 'ItemDetail', 'Classification')?.attributes['domain']).toBe('MaterialGroup');
    expect(textOf(path(first, 'ItemDetail', 'Classification'))).toBe('Kabel');
    expect(textOf(path(first, 'ItemDetail', 'LeadTime'))).toBe('3');
    expect(textOf(path(first, 'ItemDetail', 'Extrinsic'))).toBe('2530101');
    expect(second?.attributes['quantity']).toBe('0.5');
    expect(textOf(path(second, 'ItemDetail', 'UnitOfMeasure'))).toBe('MTR');
    expect(path(second, 'ItemDetail', 'Classification')?.attributes['domain']).toBe('UNSPSC');
    expect(textOf(path(second, 'ItemDetail', 'LeadTime'))).toBe('1');
    expect(textOf(path(third, 'ItemDetail', 'UnitPrice', 'Money'))).toBe('0.00');
  });

  it('totals in öre, with a dot decimal', () => {
    expect(orderTotal(lines)).toBe(0.3);
    expect(textOf(path(message, 'PunchOutOrderMessageHeader', 'Total', 'Money'))).toBe('0.30');
  });
});

describe('buildSetupResponse', () => {
  it('answers status 200 with the StartPage URL in CDATA', () => {
    const xml = buildSetupResponse(envelope, 'https://shop.example/punchout/cxml/start/abc?x=1&y=2');
    expect(xml).toContain('<URL><![CDATA[https://shop.example/punchout/cxml/start/abc?x=1&y=2]]></URL>');
    const root = parseXml(xml);
    expect(path(root, 'Response', 'Status')?.attributes['code']).toBe('200');
    expect(textOf(path(root, 'Response', 'PunchOutSetupResponse', 'StartPage', 'URL'))).toBe('https://shop.example/punchout/cxml/start/abc?x=1&y=2');
  });

  it('escapes a status text', () => {
    const root = parseXml(buildStatusResponse(envelope, 401, 'Unauthorized <"sender">'));
    expect(path(root, 'Response', 'Status')?.attributes).toEqual({ code: '401', text: 'Unauthorized <"sender">' });
  });
});
