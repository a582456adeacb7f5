import { api, token } from './backend-cart-api';

/** The users the order-history contract tests act as (issue 14). */
export const orderHistoryUsers = async () => ({
  gustav: await token('U-0008'),
  dana: await token('U-0005', ['EJ_SE_PRISER', 'EJ_SE_RABATTER']),
  erik: await token('U-0006', ['EJ_ORDER', 'EJ_ORDERHISTORIK']),
  syd: await token('U-0008', [], 'C-2001'),
});

/** The mails the dev outbox holds for one recipient. */
export const outbox = async (to: string) => (await api(`/dev/email-outbox?to=${encodeURIComponent(to)}`)).body.data as { subject: string; body: string }[];

/** A request key of its own per test, so a repeated run never meets an earlier run's key. */
export const uniqueKey = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
