import { describe, expect, it } from 'vitest';
import { toMappingRules } from './mapping-rules-repository';

const row = (overrides: Record<string, unknown>) => ({
  customer_id: 'C-3001',
  company_label: 'C',
  material_group: 'default',
  unit_map: '{"STK":"ST"}',
  custom_fields: '[]',
  ...overrides,
});

describe('toMappingRules', () => {
  it.each([
    ['company A', row({ company_label: 'A', material_group: 'empty', unit_map: '{}' }), { company: 'A', materialGroup: 'empty', unitMap: {}, customFields: [] }],
    [
      'company B',
      row({ company_label: 'B', material_group: 'last-breadcrumb-parent', unit_map: '{}', custom_fields: '[{"field":1,"from":"projectId"}]' }),
      { company: 'B', materialGroup: 'last-breadcrumb-parent', unitMap: {}, customFields: [{ field: 1, from: 'projectId' }] },
    ],
    ['company C', row({}), { company: 'C', materialGroup: 'default', unitMap: { STK: 'ST' }, customFields: [] }],
    ['no row', null, { company: null, materialGroup: 'default', unitMap: {}, customFields: [] }],
    ['broken JSON', row({ unit_map: '{' }), { company: 'C', materialGroup: 'default', unitMap: {}, customFields: [] }],
    ['an unknown custom field source', row({ custom_fields: '[{"field":1,"from":"password"}]' }), { company: 'C', materialGroup: 'default', unitMap: {}, customFields: [] }],
  ])('%s', (_name, raw, expected) => {
    expect(toMappingRules('C-3001', raw)).toEqual({ customerId: 'C-3001', ...expected });
  });
});
