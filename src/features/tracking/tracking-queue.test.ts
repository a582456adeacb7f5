import { describe, expect, it } from 'vitest';
import type { OutgoingTrackingEvent } from './tracking-limits';
import { createTrackingQueue } from './tracking-queue';

const click = (id: number): OutgoingTrackingEvent => ({ type: 'click', entity: { type: 'variant', id: String(id) }, quantity: 1 });
const clicks = (count: number, from = 1) => Array.from({ length: count }, (_, index) => click(from + index));

describe('tracking queue: batched until the page is left or a batch is full', () => {
  it('holds events until flushed, then sends them as one batch in order', () => {
    const sent: OutgoingTrackingEvent[][] = [];
    const queue = createTrackingQueue((batch) => sent.push(batch), 50);
    queue.add(clicks(3));
    expect(sent).toEqual([]);
    expect(queue.pending).toBe(3);
    queue.flush();
    expect(sent).toEqual([clicks(3)]);
    expect(queue.pending).toBe(0);
  });

  it('sends a full batch at once, and keeps the rest waiting', () => {
    const sent: OutgoingTrackingEvent[][] = [];
    const queue = createTrackingQueue((batch) => sent.push(batch), 50);
    queue.add(clicks(49));
    expect(sent).toEqual([]);
    queue.add(clicks(3, 50));
    expect(sent.map((batch) => batch.length)).toEqual([50]);
    expect(sent[0]?.[49]).toEqual(click(50));
    expect(queue.pending).toBe(2);
  });

  it('splits a large flush into batches of at most the edge limit', () => {
    const sent: OutgoingTrackingEvent[][] = [];
    const queue = createTrackingQueue((batch) => sent.push(batch), 4);
    queue.add(clicks(3));
    queue.add(clicks(3, 4));
    queue.flush();
    expect(sent.map((batch) => batch.length)).toEqual([4, 2]);
    expect(sent.flat()).toEqual(clicks(6));
  });

  it('sends nothing when nothing waits (a hidden tab does not post empty batches)', () => {
    const sent: OutgoingTrackingEvent[][] = [];
    const queue = createTrackingQueue((batch) => sent.push(batch));
    queue.flush();
    queue.add([]);
    queue.flush();
    expect(sent).toEqual([]);
  });
});
