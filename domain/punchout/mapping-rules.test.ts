import { describe, expect, it } from 'vitest';
import { materialGroupFor, PunchoutMappingRulesSchema, unitFor } from './mapping-rules';

describe('materialGroupFor', () => {
  it.each([
    ['default', ['El', 'Kabel'], '40000000'],
    ['empty', ['El', 'Kabel'], ''],
    ['last-breadcrumb-parent', ['El', 'Kabel och ledning'], 'Kabel och ledning'],
    ['last-breadcrumb-parent', [], '40000000'],
    ['last-breadcrumb-parent', ['El', '  '], '40000000'],
  ] as const)('%s with %o → %o', (rule, parents, expected) => {
    expect(materialGroupFor(parents, rule)).toBe(expected);
  });
});

describe('unitFor', () => {
  it.each([
    ['STK', { STK: 'ST' }, 'ST'],
    ['stk', { STK: 'ST' }, 'ST'],
    ['M', { STK: 'ST' }, 'M'],
    ['STK', {}, 'STK'],
    [' fp ', {}, 'FP'],
  ])('%s with %o → %s', (unit, map, expected) => {
    expect(unitFor(unit, map)).toBe(expected);
  });
});

describe('PunchoutMappingRulesSchema', () => {
  it('accepts a constant or a line fact per custom field, nothing else', () => {
    const rules = { materialGroup: 'default', unitMap: {}, customFields: [{ field: 1, value: 'KST' }, { field: 2, from: 'projectId' }] };
    expect(PunchoutMappingRulesSchema.safeParse(rules).success).toBe(true);
    expect(PunchoutMappingRulesSchema.safeParse({ ...rules, customFields: [{ field: 6, value: 'x' }] }).success).toBe(false);
    expect(PunchoutMappingRulesSchema.safeParse({ ...rules, customFields: [{ field: 1, value: 'x', from: 'projectId' }] }).success).toBe(false);
    expect(PunchoutMappingRulesSchema.safeParse({ ...rules, materialGroup: 'other' }).success).toBe(false);
  });
});
