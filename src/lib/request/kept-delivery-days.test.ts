import { describe, expect, it } from 'vitest';
import { decodeKeptDeliveryDays, encodeKeptDeliveryDays, keepDeliveryDays, usableKeptDays } from './kept-delivery-days';

describe('delivery days kept from sign-in', () => {
  it('keeps the plain dates of the answer and reads them back', () => {
    const kept = keepDeliveryDays('C-1001', ['2026-12-01', '2026-12-02T00:00:00Z', 'nonsense', '2026-12-03']);
    expect(kept).toEqual({ customerId: 'C-1001', dates: ['2026-12-01', '2026-12-03'] });
    expect(decodeKeptDeliveryDays(encodeKeptDeliveryDays(kept))).toEqual(kept);
  });

  it('reads a garbled cookie as nothing kept', () => {
    expect(decodeKeptDeliveryDays('not-json')).toBeUndefined();
    expect(decodeKeptDeliveryDays(undefined)).toBeUndefined();
  });

  it('offers the days still ahead, for the customer they were fetched for only', () => {
    const kept = { customerId: 'C-1001', dates: ['2026-11-27', '2026-11-30', '2026-12-01'] };
    expect(usableKeptDays(kept, 'C-1001', '2026-11-27')).toEqual(['2026-11-30', '2026-12-01']);
    expect(usableKeptDays(kept, 'C-2001', '2026-11-27')).toBeNull();
    expect(usableKeptDays(kept, undefined, '2026-11-27')).toBeNull();
    expect(usableKeptDays(kept, 'C-1001', '2026-12-01')).toBeNull();
  });
});
