import { describe, expect, it } from 'vitest';
import { displayStatus, orderTimeline } from './order-timeline';

describe('orderTimeline', () => {
  it('marks the steps an order has reached', () => {
    expect(orderTimeline('DELIVERED', 'FULL').map((s) => [s.step, s.done, s.current])).toEqual([
      ['RECEIVED', true, false],
      ['CONFIRMED', true, false],
      ['DELIVERED', true, true],
      ['INVOICED', false, false],
    ]);
    expect(orderTimeline('CONFIRMED', 'PARTIAL').find((s) => s.current)?.step).toBe('PARTIAL');
    expect(orderTimeline('CANCELLED', 'NONE').map((s) => s.step)).toEqual(['RECEIVED', 'CANCELLED']);
  });

  it('shows a partly delivered confirmed order as such', () => {
    expect(displayStatus('CONFIRMED', 'PARTIAL')).toBe('PARTIAL');
    expect(displayStatus('CONFIRMED', 'NONE')).toBe('CONFIRMED');
    expect(displayStatus('INVOICED')).toBe('INVOICED');
  });
});
