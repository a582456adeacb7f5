import { describe, expect, it } from 'vitest';
import { csvAmount, toSpendCsv } from './spend-csv';
import type { SpendView } from './spend-view';

const view: SpendView = {
  from: '2026-10',
  to: '2026-11',
  series: [
    { key: 'P-1', projectId: 'P-1', name: 'Kv. Björken; hus A' },
    { key: 'P-2', projectId: 'P-2', name: '=HYPERLINK("x")' },
  ],
  months: [
    { month: '2026-10', byProject: { 'P-1': 123456, 'P-2': 5 }, totalOre: 123461 },
    { month: '2026-11', byProject: { 'P-1': 0, 'P-2': 100 }, totalOre: 100 },
  ],
  totalOre: 123561,
  projectTotalsOre: { 'P-1': 123456, 'P-2': 105 },
};

describe('toSpendCsv', () => {
  const csv = toSpendCsv(view, { month: 'Månad', total: 'Totalt' });

  it('starts with a BOM, separates with ; and writes decimal commas without grouping', () => {
    expect(csv.startsWith('\uFEFFMånad;')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toEqual([
      'Månad;"Kv. Björken; hus A";"\'=HYPERLINK(""x"")";Totalt',
      'okt. 2026;1234,56;0,05;1234,61',
      'nov. 2026;0,00;1,00;1,00',
      'Totalt;1234,56;1,05;1235,61',
      '',
    ]);
  });

  it('formats öre as kronor with two decimals', () => {
    expect([csvAmount(0), csvAmount(7), csvAmount(123456789), csvAmount(-150)]).toEqual(['0,00', '0,07', '1234567,89', '-1,50']);
  });
});
