import { describe, expect, it } from 'vitest';
import { scrubBreadcrumb, scrubReport, withoutQuery } from './scrub-report';

describe('what a browser error report may carry', () => {
  it('keeps the address of the page but not its query or fragment', () => {
    expect(withoutQuery('http://ljus.localhost/punchout/oci?username=kund&password=hemligt#x')).toBe('http://ljus.localhost/punchout/oci');
    expect(withoutQuery('Failed to fetch /api/x?token=abc')).toBe('Failed to fetch /api/x');
  });

  it('drops the request headers and cookies, and scrubs tokens anywhere', () => {
    const event = scrubReport({
      message: 'Bearer eyJhbGciOi.x.y went wrong',
      request: { url: 'https://a.se/sok?q=kabel', headers: { Referer: 'https://a.se/?token=1' }, cookies: { session: 's' } },
      extra: { accessToken: 'abc', note: 'ok' },
    });
    expect(event).toEqual({ message: 'Bearer [redacted] went wrong', request: { url: 'https://a.se/sok' }, extra: { accessToken: '[redacted]', note: 'ok' } });
  });

  it('cuts breadcrumb addresses to their path', () => {
    expect(scrubBreadcrumb({ category: 'navigation', data: { from: '/a?x=1', to: '/b?returnTo=%2Fc' } })).toEqual({ category: 'navigation', data: { from: '/a', to: '/b' } });
  });
});
