import { request } from 'node:http';
import { describe, expect, inject, it } from 'vitest';
import { sendRaw } from '../support/raw-request';
import { serverActionId } from '../support/shop-build';
import type { ShopResponse } from '../support/shop-client';

// Issue 11: the shop's own body limit was Waku's default of 100 MB, which also buffers a body sent
// without Content-Length whole before any check. Now every request that is not a server function
// (or a form action posted without JavaScript) may carry 1 MB, refused with 413 while it streams;
// server functions keep 32 MB so an oversized spreadsheet still reaches the import's message.
const MB = 1024 * 1024;
const TOO_LARGE = 'Det du skickade är för stort.';

const headers = (accept: string, contentType = 'application/x-www-form-urlencoded') => ({ accept, 'content-type': contentType, origin: 'http://localhost', 'cf-connecting-ip': '198.18.3.1' });

/** A POST whose body goes out chunked (no Content-Length), in 64 KB pieces; stops sending once the shop has answered. */
function postChunked(path: string, size: number, requestHeaders: Record<string, string>): Promise<ShopResponse> {
  const origin = new URL(inject('shopOrigin'));
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = request({ host: origin.hostname, port: origin.port, path, method: 'POST', agent: false, headers: { host: 'localhost', ...requestHeaders } }, (res) => {
      answered = true;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', (error) => (answered ? undefined : reject(error)));
    const piece = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    const write = () => {
      while (sent < size && !answered) {
        sent += piece.length;
        if (!req.write(piece)) return void req.once('drain', write);
      }
      req.end();
    };
    write();
  });
}

describe('the shop refuses request bodies over their limit', () => {
  it('a 2 MB sign-in post is a 413: JSON for an API caller, the Swedish page for a browser', async () => {
    const body = `username=a&password=${'b'.repeat(2 * MB)}`;
    const api = await sendRaw({ method: 'POST', path: '/api/session/sign-in', host: 'localhost', headers: headers('application/json'), body });
    expect(api.status).toBe(413);
    expect(JSON.parse(api.body).error).toMatchObject({ status: 413, code: 'payload_too_large', message: TOO_LARGE });
    const page = await sendRaw({ method: 'POST', path: '/api/session/sign-in', host: 'localhost', headers: headers('text/html'), body });
    expect(page.status).toBe(413);
    expect(page.body).toContain(TOO_LARGE);
  });

  it('a chunked body is refused once it passes 1 MB, on an edge route and on a page', async () => {
    const form = await postChunked('/api/forms/kontakt/submissions', 8 * MB, headers('application/json'));
    expect(form.status).toBe(413);
    expect(JSON.parse(form.body).error.code).toBe('payload_too_large');
    const page = await postChunked('/kampanjer', 8 * MB, headers('text/html', 'text/plain'));
    expect(page.status).toBe(413);
    expect(page.body).toContain(TOO_LARGE);
  });

  it('bodies under the limit pass: a sign-in with wrong credentials is answered as before', async () => {
    const res = await sendRaw({ method: 'POST', path: '/api/session/sign-in', host: 'localhost', headers: headers('application/json'), body: 'username=nobody%40demo.example&password=wrong' });
    expect(res.status).not.toBe(413);
    expect(res.status).toBeLessThan(500);
  });

  it('a server function takes a 2 MB body (its own limit is 32 MB) and refuses one over 32 MB', async () => {
    const [file, name] = serverActionId('addToCart').split('#');
    const path = `/RSC/F/${file}/${name}.txt`;
    // A form with a 2 MB field, as React sends it: the arguments in field 0, the form's entries under "_1_".
    const form = new FormData();
    form.append('0', JSON.stringify([{ status: 'idle', message: '' }, '$K1']));
    form.append('_1_articleNumber', 'x'.repeat(2 * MB));
    const encoded = new Response(form);
    const large = await sendRaw({ method: 'POST', path, host: 'localhost', headers: headers('text/x-component', encoded.headers.get('content-type') ?? ''), body: await encoded.text() });
    // It reached the action, which answers a caller without a session.
    expect([large.status, large.body.includes('Vänligen logga in')]).toEqual([200, true]);
    const huge = await postChunked(path, 33 * MB, headers('application/json', 'text/plain;charset=UTF-8'));
    expect(huge.status).toBe(413);
  });
});
