import { describe, expect, it } from 'vitest';
import { ContentNotFoundError, ContentUnavailableError } from '../upstream/content/content-errors';
import { UpstreamAbortedError, UpstreamError, UpstreamTimeoutError, UpstreamUnauthorizedError } from '../upstream/upstream-errors';
import { serviceFaultText } from './service-fault';

const init = (status: number) => ({ service: 'cart', status, textKey: 'errors.cart_service_not_available' as const, message: 'x' });

describe('serviceFaultText', () => {
  it('renders a down, stalled or failing service as its message', () => {
    expect(serviceFaultText(new UpstreamError(init(0)))).toBe('errors.cart_service_not_available');
    expect(serviceFaultText(new UpstreamTimeoutError(init(0)))).toBe('errors.cart_service_not_available');
    expect(serviceFaultText(new UpstreamError({ ...init(503), textKey: 'errors.internal_server_error' }))).toBe('errors.internal_server_error');
    expect(serviceFaultText(new ContentUnavailableError('down', 0))).toBe('errors.content_service_not_available');
  });

  it('leaves a 404, a 401, an abort and a bug to the framework', () => {
    expect(serviceFaultText(new UpstreamError(init(404)))).toBeUndefined();
    expect(serviceFaultText(new UpstreamUnauthorizedError(init(401)))).toBeUndefined();
    expect(serviceFaultText(new UpstreamAbortedError(init(0)))).toBeUndefined();
    expect(serviceFaultText(new ContentNotFoundError('No content page found for slug: x'))).toBeUndefined();
    expect(serviceFaultText(new TypeError('bug'))).toBeUndefined();
  });
});
