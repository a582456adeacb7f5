import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { MalformedRequestError } from './malformed-request-error';
import type { ServerActionDecoding } from './server-action-decoding';
import { MAX_ACTION_BODY_BYTES, wakuRequestGuard } from './waku-request-guard';
import type { ShopEnv } from '../../src/lib/request/shop-env';

const KNOWN = 'aa3630bac46a#addToCart';
const decoding: ServerActionDecoding = {
  isServerAction: async (id) => id === KNOWN,
  decodeArguments: async (body) => {
    if (typeof body === 'string') JSON.parse(body);
  },
  decodeFormAction: async (form) => {
    if (form.has('broken')) throw new Error('does not decode');
  },
};

/** The guard in front of a stand-in for Waku that echoes the body it still receives. */
function app() {
  const shop = new Hono<ShopEnv>();
  shop.onError((error, c) => {
    if (!(error instanceof MalformedRequestError)) throw error;
    if (error.allow) c.header('Allow', error.allow);
    return c.text(error.code, error.status);
  });
  shop.use(wakuRequestGuard(decoding));
  shop.all('*', async (c) => c.text(`waku:${c.req.raw.body ? await c.req.text() : ''}`));
  return shop;
}

const call = (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) => app().request(`http://localhost${path}`, init);
const action = (body: BodyInit, headers: Record<string, string> = {}) =>
  call('/RSC/F/aa3630bac46a/addToCart.txt', { method: 'POST', body, headers: { 'content-type': 'text/plain;charset=UTF-8', origin: 'http://localhost', ...headers } });
const multipart = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};

describe('RSC payloads', () => {
  it('passes the address Waku writes, read with GET or HEAD', async () => {
    expect(await (await call('/RSC/R/kampanjer.txt?query=')).text()).toBe('waku:');
    expect((await call('/RSC/R/_root.txt', { method: 'HEAD' })).status).toBe(200);
  });

  it('refuses other spellings with 404 and other methods with 405', async () => {
    for (const path of ['/RSC/R/_root.txt/', '/RSC/r/_root.txt', '/RSC/R/_root', '/RSC/']) expect((await call(path)).status).toBe(404);
    const posted = await call('/RSC/R/_root.txt', { method: 'POST', body: '[]' });
    expect(posted.status).toBe(405);
    expect(posted.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('server-function calls', () => {
  it('hands a well-formed call on to Waku with its body intact', async () => {
    const res = await action('["x"]');
    expect(await res.text()).toBe('waku:["x"]');
  });

  it('refuses a wrong method, a foreign origin, a wrong content type, an unknown function and a body that does not decode', async () => {
    const get = await call('/RSC/F/aa3630bac46a/addToCart.txt');
    expect([get.status, get.headers.get('allow')]).toEqual([405, 'POST']);
    expect((await action('[]', { origin: 'https://evil.example' })).status).toBe(403);
    expect((await action('[]', { origin: 'null' })).status).toBe(403);
    expect((await call('/RSC/F/aa3630bac46a/addToCart.txt', { method: 'POST', body: '[]', headers: { 'content-type': 'text/plain', 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
    expect((await action('[]', { 'content-type': 'application/json' })).status).toBe(415);
    expect((await call('/RSC/F/aa3630bac46a/constructor.txt', { method: 'POST', body: '[]', headers: { 'content-type': 'text/plain' } })).status).toBe(404);
    expect((await action('{{{')).status).toBe(400);
  });

  it('accepts the https twin of an http origin (a proxy in front) and refuses a body over the limit', async () => {
    expect((await action('[]', { origin: 'https://localhost' })).status).toBe(200);
    expect((await action('x'.repeat(MAX_ACTION_BODY_BYTES + 1))).status).toBe(413);
  });
});

describe('pages', () => {
  it('takes GET, HEAD and POST, nothing else', async () => {
    expect((await call('/kampanjer')).status).toBe(200);
    const put = await call('/kampanjer', { method: 'PUT', body: 'x' });
    expect([put.status, put.headers.get('allow')]).toEqual([405, 'GET, HEAD, POST']);
  });

  it('checks a no-JavaScript form action before Waku decodes it', async () => {
    expect(await (await call('/kampanjer', { method: 'POST', body: multipart({ [`$ACTION_ID_${KNOWN}`]: '', q: '1' }) })).text()).toMatch(/^waku:/);
    expect((await call('/kampanjer', { method: 'POST', body: multipart({ '$ACTION_ID_x#constructor': '' }) })).status).toBe(404);
    expect((await call('/kampanjer', { method: 'POST', body: multipart({ $ACTION_REF_1: '', '$ACTION_1:0': '{broken' }) })).status).toBe(400);
    expect((await call('/kampanjer', { method: 'POST', body: multipart({ $ACTION_REF_1: '', '$ACTION_1:0': JSON.stringify({ id: KNOWN, bound: null }), broken: '1' }) })).status).toBe(400);
    const foreign = await call('/kampanjer', { method: 'POST', body: multipart({ [`$ACTION_ID_${KNOWN}`]: '' }), headers: { origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    const garbage = await call('/kampanjer', { method: 'POST', body: 'not multipart', headers: { 'content-type': 'multipart/form-data; boundary=x' } });
    expect(garbage.status).toBe(400);
  });

  it('leaves edge routes alone', async () => {
    expect((await call('/api/session/sign-in', { method: 'PUT', body: 'x' })).status).toBe(200);
  });
});
