import { describe, expect, it } from 'vitest';
import type { TextKey } from '../texts';
import {
  errorTextKey,
  shouldReport,
  UpstreamAbortedError,
  UpstreamError,
  UpstreamResponseInvalidError,
  UpstreamTimeoutError,
  UpstreamUnauthorizedError,
} from './upstream-errors';

describe('errorTextKey (spec point 8)', () => {
  it.each<[number, unknown, TextKey | undefined, TextKey]>([
    [400, 'Invalid token', undefined, 'errors.invalid_token'],
    [401, { message: 'Invalid token' }, 'errors.cart_service_not_available', 'errors.invalid_token'],
    [500, { error: ' invalid token ' }, undefined, 'errors.invalid_token'],
    [500, 'oops', 'errors.cart_service_not_available', 'errors.internal_server_error'],
    [503, undefined, undefined, 'errors.internal_server_error'],
    [599, null, 'errors.order_service_not_available', 'errors.internal_server_error'],
    [403, { message: 'nope' }, 'errors.auth_service_not_available', 'errors.forbidden_action'],
    [404, '', 'errors.cart_service_not_available', 'errors.not_found'],
    [400, { message: 'bad' }, 'errors.cart_service_not_available', 'errors.cart_service_not_available'],
    [409, undefined, 'errors.order_service_not_available', 'errors.order_service_not_available'],
    [400, { message: 'bad' }, undefined, 'errors.unknown_error_occurred'],
    [0, undefined, undefined, 'errors.unknown_error_occurred'],
    [400, 'Invalid token, expired', undefined, 'errors.unknown_error_occurred'],
    [400, { message: 42 }, undefined, 'errors.unknown_error_occurred'],
  ])('%i with %j and default %s → %s', (status, body, serviceDefault, expected) => {
    expect(errorTextKey(status, body, serviceDefault)).toBe(expected);
  });
});

const init = (status: number) => ({
  service: 'cart',
  status,
  textKey: 'errors.unknown_error_occurred' as const,
  message: 'test',
});

describe('shouldReport', () => {
  it.each<[string, unknown, boolean]>([
    ['an aborted call', new UpstreamAbortedError(init(0)), false],
    ['a 401', new UpstreamUnauthorizedError(init(401)), false],
    ['a 400', new UpstreamError(init(400)), false],
    ['a 403', new UpstreamError(init(403)), false],
    ['a 404', new UpstreamError(init(404)), false],
    ['a 429', new UpstreamError(init(429)), false],
    ['a 500', new UpstreamError(init(500)), true],
    ['a 503', new UpstreamError(init(503)), true],
    ['a network failure', new UpstreamError(init(0)), true],
    ['a time-out', new UpstreamTimeoutError(init(0)), true],
    ['an invalid answer', new UpstreamResponseInvalidError(init(200)), true],
    ['a bare AbortError', new DOMException('aborted', 'AbortError'), false],
    ['an unknown error', new Error('boom'), true],
    ['a thrown string', 'boom', true],
  ])('%s → %s', (_label, error, expected) => {
    expect(shouldReport(error)).toBe(expected);
  });
});

describe('error classes', () => {
  it.each([
    [UpstreamUnauthorizedError, 'UpstreamUnauthorizedError'],
    [UpstreamAbortedError, 'UpstreamAbortedError'],
    [UpstreamTimeoutError, 'UpstreamTimeoutError'],
    [UpstreamResponseInvalidError, 'UpstreamResponseInvalidError'],
  ])('%o is an UpstreamError named %s', (ErrorClass, name) => {
    const error = new ErrorClass({ ...init(0), detail: 'excerpt', cause: 'why' });
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe(name);
    expect(error).toMatchObject({ service: 'cart', status: 0, detail: 'excerpt', cause: 'why', message: 'test' });
  });

  it('leaves cause and detail out when not given', () => {
    const error = new UpstreamError(init(500));
    expect(error.detail).toBeUndefined();
    expect('cause' in error).toBe(false);
  });
});
