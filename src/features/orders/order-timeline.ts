import type { Order, OrderStatus } from '../../lib/upstream/order/order-schemas';

export type TimelineStep = 'RECEIVED' | 'CONFIRMED' | 'PARTIAL' | 'DELIVERED' | 'INVOICED' | 'CANCELLED';

/** The status shown for an order: a confirmed order with some quantities delivered is partly delivered. */
export function displayStatus(status: OrderStatus, delivery?: Order['delivery']): TimelineStep {
  return status === 'CONFIRMED' && delivery === 'PARTIAL' ? 'PARTIAL' : status;
}

/**
 * The order's way from received to invoiced, each step done or still ahead. A cancelled order
 * stops after the steps it reached: received, then cancelled.
 */
export function orderTimeline(status: OrderStatus, delivery: Order['delivery']): { step: TimelineStep; done: boolean; current: boolean }[] {
  if (status === 'CANCELLED') return [{ step: 'RECEIVED', done: true, current: false }, { step: 'CANCELLED', done: true, current: true }];
  const steps: TimelineStep[] = delivery === 'PARTIAL' ? ['RECEIVED', 'CONFIRMED', 'PARTIAL', 'DELIVERED', 'INVOICED'] : ['RECEIVED', 'CONFIRMED', 'DELIVERED', 'INVOICED'];
  const reached = steps.indexOf(displayStatus(status, delivery));
  return steps.map((step, index) => ({ step, done: index <= reached, current: index === reached }));
}
