import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../../lib/upstream';
import { orderFailure } from './order-failure';

const textKey = (status: number) => (status === 0 ? 'errors.cart_service_not_available' : status === 403 ? 'errors.forbidden_action' : 'errors.internal_server_error');
const failed = (status: number, detail?: string) => new UpstreamError({ service: 'cart', status, textKey: textKey(status), message: 'checkout failed', ...(detail ? { detail } : {}) });

describe('orderFailure: what the summary says when an order could not be placed', () => {
  it('says the order was not placed when the cart service failed', () => {
    expect(orderFailure(failed(500)).message).toBe('Ett fel uppstod. Ordern kunde inte läggas. Försök igen senare.');
    expect(orderFailure(failed(502, '<html>bad gateway</html>')).message).toBe('Ett fel uppstod. Ordern kunde inte läggas. Försök igen senare.');
  });

  it('does not claim the order failed when the service never answered: it may have been placed', () => {
    expect(orderFailure(failed(0)).message).toBe('Ett fel uppstod. Varukorgstjänsten är inte tillgänglig just nu. Försök igen senare.');
  });

  it('gives a refusal with a reason in the reason\'s words', () => {
    expect(orderFailure(failed(409, '{"error":{"code":"checkout_in_progress"}}')).message).not.toContain('Ett fel uppstod');
    expect(orderFailure(failed(409, '{"error":{"code":"idempotency_key_reused"}}')).message).not.toContain('Ett fel uppstod');
    expect(orderFailure(failed(403)).message).toBe('Du har inte behörighet att utföra den här åtgärden.');
  });
});
