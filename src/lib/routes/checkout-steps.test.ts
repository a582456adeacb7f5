import { describe, expect, it } from 'vitest';
import { checkoutRoutes, checkoutStepperSteps } from './checkout-steps';

describe('checkout steps from the route table', () => {
  it('orders the checkout pages by analytics step', () => {
    expect(checkoutRoutes.map((route) => [route.analyticsStep, route.pattern])).toEqual([
      [1, '/cart'],
      [2, '/delivery'],
      [3, '/summary'],
      [4, '/checkout-success-page'],
    ]);
  });

  it('gives the stepper the three steps before the receipt, with their labels', () => {
    expect(checkoutStepperSteps()).toEqual([
      { path: '/cart', label: 'Varukorg' },
      { path: '/delivery', label: 'Leverans' },
      { path: '/summary', label: 'Sammanfattning' },
    ]);
  });
});
