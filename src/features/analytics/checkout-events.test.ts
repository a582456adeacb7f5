import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { checkoutEvent } = await import('./checkout-events');

describe('checkoutEvent: the step from the route table', () => {
  it.each([
    ['cart', 1],
    ['delivery', 2],
    ['summary', 3],
    ['checkout-success-page', 4],
  ] as const)('%s is step %i', (page, step) => {
    expect(checkoutEvent(page)).toEqual({ event: 'checkout', page_type: page, ecommerce: { checkout_step: step } });
  });
});
