import { describe, expect, it } from 'vitest';
import { buildOciFields } from './build-oci-fields';
import { DEFAULT_MAPPING_RULES, type PunchoutMappingRules } from '../../../domain/punchout/mapping-rules';
import type { PunchoutCartLine } from './punchout-cart-line';
import { OCI_MAX_LENGTH } from './oci-values';

const cable: PunchoutCartLine = {
  articleNumber: '1234567',
  name: 'Installationskabel EKLK 3G1,5 mm² 100 m ring, grå',
  quantity: 2,
  unit: 'STK',
  netPrice: 1234.5,
  availableToDays: 3,
  ssg: '2530101',
  breadcrumbParents: ['El', 'Kabel och ledning'],
};
const screw: PunchoutCartLine = { articleNumber: 'S-9', name: 'Träskruv <Torx> "25" & 4x40', quantity: 0.5, unit: 'fp', breadcrumbParents: [] };

const COMPANY_A: PunchoutMappingRules = { materialGroup: 'empty', unitMap: {}, customFields: [] };
const COMPANY_B: PunchoutMappingRules = {
  materialGroup: 'last-breadcrumb-parent',
  unitMap: {},
  customFields: [
    { field: 2, from: 'projectId' },
    { field: 1, value: 'KST-4711-LONGER-THAN-TEN' },
  ],
};
const COMPANY_C: PunchoutMappingRules = { materialGroup: 'default', unitMap: { STK: 'ST' }, customFields: [] };
const buyer = { customerId: 'C-2001', projectId: 'P-2001-1' };

const fieldsOf = (rules: PunchoutMappingRules, lines = [cable, screw], echo = {}) =>
  new Map(buildOciFields(lines, rules, buyer, echo).fields);

describe('buildOciFields', () => {
  it('maps a priced line with OCI 4.0 names, indices from 1 and dot decimals', () => {
    const fields = fieldsOf(DEFAULT_MAPPING_RULES);
    expect(Object.fromEntries([...fields].filter(([name]) => name.endsWith('[1]') || name.includes('_1:')))).toEqual({
      'NEW_ITEM-DESCRIPTION[1]': 'Installationskabel EKLK 3G1,5 mm² 100 m…',
      'NEW_ITEM-VENDORMAT[1]': '1234567',
      'NEW_ITEM-QUANTITY[1]': '2.000',
      'NEW_ITEM-UNIT[1]': 'STK',
      'NEW_ITEM-PRICE[1]': '1234.50',
      'NEW_ITEM-CURRENCY[1]': 'SEK',
      'NEW_ITEM-PRICEUNIT[1]': '1',
      'NEW_ITEM-LEADTIME[1]': '3',
      'NEW_ITEM-EXT_PRODUCT_ID[1]': '2530101',
      'NEW_ITEM-MATGROUP[1]': '40000000',
      'NEW_ITEM-LONGTEXT_1:132[]': cable.name,
    });
    expect([...fields.keys()].some((name) => name.includes('[0]'))).toBe(false);
  });

  it('gives a line without price 0.00, lead time 1 and an empty product id, and flags it', () => {
    const form = buildOciFields([cable, screw], DEFAULT_MAPPING_RULES, buyer);
    const fields = new Map(form.fields);
    expect(fields.get('NEW_ITEM-PRICE[2]')).toBe('0.00');
    expect(fields.get('NEW_ITEM-LEADTIME[2]')).toBe('1');
    expect(fields.get('NEW_ITEM-EXT_PRODUCT_ID[2]')).toBe('');
    expect(fields.get('NEW_ITEM-QUANTITY[2]')).toBe('0.500');
    expect(fields.get('NEW_ITEM-UNIT[2]')).toBe('FP');
    expect(form.priceFlags).toEqual([{ index: 2, articleNumber: 'S-9', name: screw.name, quantity: '0,5\u00A0förpackningar', error: 'price' }]);
  });

  it('keeps text as plain text (the form escapes it), on one line', () => {
    const fields = fieldsOf(DEFAULT_MAPPING_RULES, [{ ...screw, name: 'Rad ett\nrad två' }]);
    expect(fields.get('NEW_ITEM-DESCRIPTION[1]')).toBe('Rad ett rad två');
    expect(fieldsOf(DEFAULT_MAPPING_RULES).get('NEW_ITEM-DESCRIPTION[2]')).toBe('Träskruv <Torx> "25" & 4x40');
  });

  it.each([
    ['A', COMPANY_A, ['', '']],
    ['B', COMPANY_B, ['Kabel och', '40000000']],
    ['C', COMPANY_C, ['40000000', '40000000']],
  ] as const)('company %s: material groups follow its rule', (_company, rules, [first, second]) => {
    const fields = fieldsOf(rules);
    expect(fields.get('NEW_ITEM-MATGROUP[1]')).toBe(first);
    expect(fields.get('NEW_ITEM-MATGROUP[2]')).toBe(second);
  });

  it.each([
    ['A', COMPANY_A, 'STK'],
    ['B', COMPANY_B, 'STK'],
    ['C', COMPANY_C, 'ST'],
  ] as const)('company %s: unit STK becomes %s', (_company, rules, unit) => {
    expect(fieldsOf(rules).get('NEW_ITEM-UNIT[1]')).toBe(unit);
  });

  it('fills configured custom fields in field order, cut to their OCI lengths, and no others', () => {
    const names = [...fieldsOf(COMPANY_B).keys()].filter((name) => name.includes('CUST_FIELD'));
    expect(names).toEqual(['NEW_ITEM-CUST_FIELD1[1]', 'NEW_ITEM-CUST_FIELD2[1]', 'NEW_ITEM-CUST_FIELD1[2]', 'NEW_ITEM-CUST_FIELD2[2]']);
    expect(fieldsOf(COMPANY_B).get('NEW_ITEM-CUST_FIELD1[1]')).toBe('KST-4711-L');
    expect(fieldsOf(COMPANY_B).get('NEW_ITEM-CUST_FIELD2[2]')).toBe('P-2001-1');
    expect([...fieldsOf(COMPANY_A).keys()].some((name) => name.includes('CUST_FIELD'))).toBe(false);
  });

  it('echoes ~OkCode, ~TARGET and ~CALLER after the items, only when sent', () => {
    const form = buildOciFields([cable], DEFAULT_MAPPING_RULES, buyer, { okCode: 'ADDI', target: '_top', caller: 'CTLG' });
    expect(form.fields.slice(-3)).toEqual([
      ['~OkCode', 'ADDI'],
      ['~TARGET', '_top'],
      ['~CALLER', 'CTLG'],
    ]);
    expect(buildOciFields([cable], DEFAULT_MAPPING_RULES, buyer).fields.some(([name]) => name.startsWith('~'))).toBe(false);
  });

  it('fits every NEW_ITEM field to its OCI length, whatever the cart holds', () => {
    const long: PunchoutCartLine = {
      articleNumber: 'ART-'.repeat(20),
      name: 'Jordfelsbrytare 4-polig 63 A 300 mA typ B med hjälpkontakt och plomberbar kåpa',
      quantity: 123456789.5,
      unit: 'FÖRPACKNING',
      netPrice: 98765432109.99,
      availableToDays: 1234567,
      ssg: '9'.repeat(60),
      breadcrumbParents: ['El', 'Elcentraler & säkringar', 'Jordfelsbrytare'],
    };
    // Every custom field filled with 50 characters, the most a rule may hold.
    const rules: PunchoutMappingRules = {
      materialGroup: 'last-breadcrumb-parent',
      unitMap: {},
      customFields: ([1, 2, 3, 4, 5] as const).map((field) => ({ field, value: 'X'.repeat(50) })),
    };
    const fields = buildOciFields([long], rules, buyer).fields;
    for (const [name, value] of fields) {
      const field = /^NEW_ITEM-([A-Z_0-9]+)\[1\]$/.exec(name)?.[1];
      if (!field) continue;
      expect(field in OCI_MAX_LENGTH, `${field} has a known OCI length`).toBe(true);
      expect(value.length, `${field} = "${value}"`).toBeLessThanOrEqual(OCI_MAX_LENGTH[field as keyof typeof OCI_MAX_LENGTH]);
    }
    const byName = new Map(fields);
    expect(byName.get('NEW_ITEM-MATGROUP[1]')).toBe('Jordfelsbr');
    expect(byName.get('NEW_ITEM-DESCRIPTION[1]')).toBe('Jordfelsbrytare 4-polig 63 A 300 mA typ…');
    expect(byName.get('NEW_ITEM-QUANTITY[1]')).toBe('123456789.500');
    expect(byName.get('NEW_ITEM-PRICE[1]')).toBe('98765432109.99');
    expect(byName.get('NEW_ITEM-LEADTIME[1]')).toBe('99999');
    expect(byName.get('NEW_ITEM-UNIT[1]')).toBe('FÖR');
  });

  it('never formats numbers the Swedish way', () => {
    const fields = fieldsOf(DEFAULT_MAPPING_RULES, [{ ...cable, quantity: 1000, netPrice: 12345.678 }]);
    expect(fields.get('NEW_ITEM-QUANTITY[1]')).toBe('1000.000');
    expect(fields.get('NEW_ITEM-PRICE[1]')).toBe('12345.68');
  });
});
