import { describe, expect, it } from 'vitest';
import type { IsoDate } from '../../../domain/calendar';
import { orderListParams, parseOrderListQuery } from './order-list-query';

const today = '2026-11-23' as IsoDate;
const parse = (query: string) => parseOrderListQuery(new URLSearchParams(query), today);

describe('parseOrderListQuery', () => {
  it('reads every filter from the URL, with defaults', () => {
    expect(parse('').query).toEqual({ q: '', status: undefined, period: undefined, from: undefined, to: undefined, project: undefined, sort: 'orderDate:desc', page: 1 });
    expect(parse('q=%20kabel%20&status=INVOICED&projekt=P-1001-2&sortering=total:asc&sida=3').query).toMatchObject({ q: 'kabel', status: 'INVOICED', project: 'P-1001-2', sort: 'total:asc', page: 3 });
  });

  it('turns presets into dates', () => {
    expect(parse('period=30d').query).toMatchObject({ period: '30d', from: '2026-10-25', to: '2026-11-23' });
    expect(parse('period=forra-aret').query).toMatchObject({ from: '2025-01-01', to: '2025-12-31' });
    expect(parse('fran=2026-01-01').query).toMatchObject({ period: 'eget', from: '2026-01-01', to: undefined });
  });

  it('leaves out what cannot be used and says why, never throws', () => {
    expect(parse('fran=2026-02-30').problems.map((p) => p.key)).toEqual(['orders.list.badDate']);
    expect(parse('fran=2026-02-30').query.from).toBeUndefined();
    expect(parse('fran=2026-10-01&till=2026-09-01')).toMatchObject({ query: { from: undefined, to: undefined }, problems: [{ key: 'orders.list.dateOrder' }] });
    expect(parse('till=2031-01-01').problems.map((p) => p.key)).toEqual(['orders.list.dateRange']);
    const long = parse(`q=${'x'.repeat(10_240)}`);
    expect([long.query.q.length, long.problems[0]?.key]).toEqual([100, 'orders.list.queryTooLong']);
    expect(parse('status=LOST&sortering=drop&sida=-4&projekt=%27%20OR').query).toMatchObject({ status: undefined, sort: 'orderDate:desc', page: 1, project: undefined });
  });

  it('writes the state back without defaults', () => {
    const { query } = parse('q=abc&period=30d&sida=2');
    expect(orderListParams(query)).toEqual({ q: 'abc', status: undefined, period: '30d', fran: undefined, till: undefined, projekt: undefined, sortering: undefined, sida: 2 });
    expect(orderListParams(query, { page: 1 }).sida).toBeUndefined();
  });
});
