import { describe, expect, it } from 'vitest';
import { isStorablePage } from './storable-page';

const page = (init: { status?: number; headers?: [string, string][] } = {}) =>
  new Response('<!doctype html><p>x</p>', { status: init.status ?? 200, headers: [['content-type', 'text/html; charset=utf-8'], ...(init.headers ?? [])] });
const none = { edgeCookies: new Set<string>(), pageStatus: undefined };

describe('isStorablePage', () => {
  it('keeps a plain 200 HTML page', () => {
    expect(isStorablePage(page(), none)).toBe(true);
  });

  it('keeps a page whose only cookies are the edge ones of this visitor', () => {
    const lang = 'lang=sv; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax';
    expect(isStorablePage(page({ headers: [['set-cookie', lang]] }), { edgeCookies: new Set([lang]), pageStatus: undefined })).toBe(true);
  });

  it('keeps the not-found page of an unknown slug, but not a page that asked for 404 itself', () => {
    expect(isStorablePage(page({ status: 404 }), none)).toBe(true);
    expect(isStorablePage(page(), { ...none, pageStatus: 404 })).toBe(false);
  });

  it.each<[string, Response, Parameters<typeof isStorablePage>[1]]>([
    ['a 410', page({ status: 410 }), none],
    ['a 500', page({ status: 500 }), none],
    ['a redirect', new Response(null, { status: 302, headers: { location: '/' } }), none],
    ['a page asking for 503', page(), { ...none, pageStatus: 503 }],
    ['an RSC payload', new Response('0:{}', { headers: { 'content-type': 'text/x-component' } }), none],
    ['a private answer', page({ headers: [['cache-control', 'private, no-store']] }), none],
    ['a no-store answer', page({ headers: [['cache-control', 'no-store']] }), none],
    ['a page that set a cookie', page({ headers: [['set-cookie', 'store=STHLM-1; Path=/']] }), none],
  ])('never keeps %s', (_, response, context) => {
    expect(isStorablePage(response, context)).toBe(false);
  });
});
