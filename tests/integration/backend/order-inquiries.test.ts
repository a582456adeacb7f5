import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../support/backend-cart-api';
import { orderHistoryUsers, outbox, uniqueKey } from '../../support/order-history-api';

// Inquiries about an order line (issue 14): stored once, mailed to the sales team, bad input refused.

let gustav: string;

beforeAll(async () => {
  ({ gustav } = await orderHistoryUsers());
});

describe('inquiries', () => {
  it('stores a question about a line once and mails it to the sales team', async () => {
    const requestKey = uniqueKey('inquiry');
    const message = `När kommer resten? ${requestKey}`;
    const body = { orderId: '4500003', position: 2, message, requestKey };
    const first = await api('/orders/inquiry', { token: gustav, body });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ orderId: '4500003', position: 2, replayed: false });
    // The auth seed gives Bygg & El Norr AB a team of three.
    expect(first.body.recipients).toHaveLength(3);
    const again = await api('/orders/inquiry', { token: gustav, body });
    expect(again.body).toMatchObject({ inquiryId: first.body.inquiryId, replayed: true });
    for (const recipient of first.body.recipients as string[]) {
      const mails = (await outbox(recipient)).filter((mail) => mail.body.includes(requestKey));
      expect(mails, recipient).toHaveLength(1);
      expect(mails[0]?.subject).toBe('Fråga om order 4500003, rad 2');
      expect(mails[0]?.body).toContain('Gustav Gran (gustav.gran@demo.example)');
    }
  });

  it('refuses empty, too long, unknown lines and other customers\' orders', async () => {
    for (const body of [
      { orderId: '4500003', message: '', requestKey: uniqueKey('empty') },
      { orderId: '4500003', message: '   ', requestKey: uniqueKey('blank') },
      { orderId: '4500003', message: 'x'.repeat(10_000), requestKey: uniqueKey('long') },
      { orderId: '4500003', position: 99, message: 'Rad 99?', requestKey: uniqueKey('line') },
      { orderId: 'abc', message: 'Hej', requestKey: uniqueKey('id') },
      { orderId: '4500003', message: 'Hej', requestKey: 'x' },
    ]) {
      expect((await api('/orders/inquiry', { token: gustav, body })).status, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    expect((await api('/orders/inquiry', { token: gustav, body: { orderId: '4500007', message: 'Hej', requestKey: uniqueKey('foreign') } })).status).toBe(404);
    expect((await api('/orders/inquiry', { token: gustav, body: { orderId: '4500003', message: 'å'.repeat(10_000), requestKey: uniqueKey('big') } })).status).toBe(413);
  });
});

