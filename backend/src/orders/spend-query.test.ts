import { describe, expect, it } from 'vitest';
import { spendQuery } from './spend-query';

const now = new Date('2026-11-23T12:00:00Z');
const parse = (query: Record<string, string>) => spendQuery(() => now).safeParse(query);

describe('spendQuery', () => {
  it('defaults to the last twelve months, this one included', () => {
    expect(parse({}).data).toMatchObject({ from: '2025-12', to: '2026-11', fromDate: '2025-12-01', toDate: '2026-11-30' });
    expect(parse({ to: '2026-02' }).data).toMatchObject({ from: '2025-03', to: '2026-02', toDate: '2026-02-28' });
  });

  it.each([
    [{ from: '2026-13' }],
    [{ from: '2026-02-30' }],
    [{ to: '2027-01' }],
    [{ to: '2099-01' }],
    [{ from: '2026-10', to: '2026-09' }],
    [{ from: '2023-01', to: '2026-11' }],
    [{ from: 'x'.repeat(10_000) }],
  ])('refuses %j', (query) => {
    expect(parse(query).success).toBe(false);
  });

  it('takes exactly 24 months', () => {
    expect(parse({ from: '2024-12', to: '2026-11' }).success).toBe(true);
    expect(parse({ from: '2024-11', to: '2026-11' }).success).toBe(false);
  });
});
