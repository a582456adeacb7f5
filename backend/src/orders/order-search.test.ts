import { describe, expect, it } from 'vitest';
import { OrderSearchQuery, orderSearchSql } from './order-search';

describe('OrderSearchQuery', () => {
  it('fills in defaults and refuses bad values', () => {
    expect(OrderSearchQuery.parse({})).toMatchObject({ limit: 20, offset: 0, sort: 'orderDate:desc' });
    expect(OrderSearchQuery.safeParse({ limit: '0' }).success).toBe(false);
    expect(OrderSearchQuery.safeParse({ limit: '101' }).success).toBe(false);
    expect(OrderSearchQuery.safeParse({ sort: 'id; DROP TABLE orders' }).success).toBe(false);
    expect(OrderSearchQuery.safeParse({ orderStatus: 'LOST' }).success).toBe(false);
    expect(OrderSearchQuery.safeParse({ fromDate: '2026-02-30' }).success).toBe(false);
    expect(OrderSearchQuery.safeParse({ fromDate: '2026-11-02', toDate: '2026-11-01' }).success).toBe(false);
    expect(OrderSearchQuery.safeParse({ toDate: `${new Date().getUTCFullYear() + 5}-01-01` }).success).toBe(false);
    expect(OrderSearchQuery.safeParse({ fromDate: '1899-01-01' }).success).toBe(false);
    expect(OrderSearchQuery.safeParse({ q: 'x'.repeat(10_240) }).success).toBe(false);
  });

  it('binds user text as it is (no wildcards) and keeps sorts to a fixed list', () => {
    const search = OrderSearchQuery.parse({ q: '50%_off', sort: 'total:asc' });
    const { orderBy, bindings } = orderSearchSql(search, 'C-1001', null);
    expect(orderBy).toBe('(o.total_net + o.total_alloying) ASC, o.id ASC');
    expect(bindings).toEqual(['C-1001', null, null, null, null, '50%_off']);
  });
});
