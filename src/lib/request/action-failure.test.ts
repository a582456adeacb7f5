import { describe, expect, it, vi } from 'vitest';

// Server-only modules, pure here: the guard would refuse the import outside the server build,
// and the router's redirect (session-access.ts) needs React's server build.
vi.mock('server-only', () => ({}));
vi.mock('waku/router/server', () => ({ unstable_redirect: vi.fn() }));
import { UpstreamError } from '../upstream';
import { actionFailure, MalformedActionCallError } from './action-failure';
import { SessionRequiredError } from './session-access';

const failed = (status: number) =>
  new UpstreamError({ service: 'cart', status, textKey: status === 0 ? 'errors.cart_service_not_available' : status >= 500 ? 'errors.internal_server_error' : 'errors.not_found', message: 'failed' });

describe('actionFailure: what an action answers when a call failed (spec point 8)', () => {
  it('says which cart operation failed, a server error included', () => {
    expect(actionFailure(failed(503), 'errors.cart_add_product').message).toBe('Ett fel uppstod. Produkten kunde inte läggas i varukorgen. Försök igen senare.');
    expect(actionFailure(failed(500), 'errors.cart_add_products', { ids: '1234567, 7654321' }).message).toBe('Ett fel uppstod. Följande produkter kunde inte läggas i varukorgen: 1234567, 7654321. Försök igen senare.');
    expect(actionFailure(failed(404), 'errors.cart_remove_products').message).toBe('Ett fel uppstod. Produkterna kunde inte tas bort från varukorgen. Försök igen senare.');
  });

  it('names the service that did not answer at all, whatever the operation', () => {
    expect(actionFailure(failed(0), 'errors.cart_add_product').message).toBe('Ett fel uppstod. Varukorgstjänsten är inte tillgänglig just nu. Försök igen senare.');
  });

  it('says a server error outside the cart operations once, in the service\'s words', () => {
    expect(actionFailure(failed(502), 'errors.bad_request').message).toBe('Något gick fel hos oss. Försök igen senare.');
  });

  it('asks to sign in, or refuses a malformed call, as something the buyer can fix', () => {
    expect(actionFailure(new SessionRequiredError())).toEqual({ status: 'invalid', message: 'Vänligen logga in' });
    expect(actionFailure(new MalformedActionCallError(2))).toEqual({ status: 'invalid', message: 'Förfrågan kunde inte behandlas.' });
  });

  it('lets anything else through to the framework', () => {
    expect(() => actionFailure(new TypeError('bug'))).toThrow('bug');
  });
});
