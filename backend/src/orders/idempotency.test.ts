import { describe, expect, it } from 'vitest';
import { checkoutScope } from './idempotency';

describe('checkoutScope', () => {
  const body = { orderDetails: { 'DBI:CL-01': { reference: 'Bygge 12' } }, sendOrderReceipt: false };

  it('is the same for a repeat of the request against the same cart as it was', async () => {
    expect(await checkoutScope({ id: 'cart_abc12345', updated_at: 1_000 }, body)).toBe(await checkoutScope({ id: 'cart_abc12345', updated_at: 1_000 }, { ...body }));
  });

  it('differs for another cart, the cart after it changed, or another body', async () => {
    const scope = await checkoutScope({ id: 'cart_abc12345', updated_at: 1_000 }, body);
    expect(await checkoutScope({ id: 'cart_other123', updated_at: 1_000 }, body)).not.toBe(scope);
    expect(await checkoutScope({ id: 'cart_abc12345', updated_at: 1_001 }, body)).not.toBe(scope);
    expect(await checkoutScope({ id: 'cart_abc12345', updated_at: 1_000 }, { ...body, sendOrderReceipt: true })).not.toBe(scope);
  });
});
