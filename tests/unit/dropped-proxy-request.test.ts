import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { withDroppedRequestRetry } from '../support/dropped-proxy-request';

// A local server that answers the first requests of each test as wrangler dev's ProxyWorker does
// when it drops one (or with another error of the test's choice), and every later one normally.
let server: Server;
let origin: string;
let firstAnswer: { status: number; type: string; body: string };
let firstAnswers: number;
let received: { method: string; body: string }[];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ method: req.method ?? '', body });
      const answer = received.length <= firstAnswers ? firstAnswer : { status: 200, type: 'application/json', body: '{"ok":true}' };
      res.writeHead(answer.status, { 'content-type': answer.type }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received = [];
  firstAnswers = 1;
});

// Short pauses keep the test quick; the pauses' lengths are not what it tests.
const send = withDroppedRequestRetry(fetch, [1, 1, 1]);
const dropped = { status: 500, type: 'text/plain;charset=UTF-8', body: 'Error: Network connection lost.\n    at async ProxyWorker.fetch' };

describe('a request the dev proxy dropped', () => {
  it('is sent once more, with the same body', async () => {
    firstAnswer = dropped;
    const res = await send(`${origin}/search`, { method: 'POST', body: '{"q":"kabel"}' });
    expect(res.status).toBe(200);
    expect(received).toEqual([{ method: 'POST', body: '{"q":"kabel"}' }, { method: 'POST', body: '{"q":"kabel"}' }]);
  });

  it('is sent once more when it came as a Request object', async () => {
    firstAnswer = dropped;
    const res = await send(new Request(`${origin}/cart`, { method: 'POST', body: 'a=1' }));
    expect(await res.json()).toEqual({ ok: true });
    expect(received.map((r) => r.body)).toEqual(['a=1', 'a=1']);
  });

  it('is sent again after each drop, once per pause', async () => {
    firstAnswer = dropped;
    firstAnswers = 3;
    const res = await send(new Request(`${origin}/cart`, { method: 'POST', body: 'c=3' }));
    expect(res.status).toBe(200);
    expect(received.map((r) => r.body)).toEqual(['c=3', 'c=3', 'c=3', 'c=3']);
  });

  it('comes back as the drop when the last attempt was dropped too', async () => {
    firstAnswer = dropped;
    firstAnswers = 10;
    const res = await send(`${origin}/cart`, { method: 'POST', body: 'd=4' });
    expect([res.status, await res.text()]).toEqual([500, dropped.body]);
    expect(received).toHaveLength(4);
  });
});

describe('any other answer', () => {
  it.each([
    ['a JSON error of the backend', { status: 500, type: 'application/json', body: '{"error":{"status":500}}' }],
    ['the shop’s error page', { status: 500, type: 'text/html', body: '<h1>Något gick fel</h1>' }],
    ['another plain-text 500', { status: 500, type: 'text/plain', body: 'Error: something else' }],
    ['the same text with another status', { status: 503, type: 'text/plain', body: dropped.body }],
  ])('%s is passed on as it came, sent once', async (_name, answer) => {
    firstAnswer = answer;
    const res = await send(`${origin}/x`, { method: 'POST', body: 'b=2' });
    expect(res.status).toBe(answer.status);
    expect(await res.text()).toBe(answer.body);
    expect(received).toHaveLength(1);
  });
});
