import { describe, expect, it, vi } from 'vitest';
import { createContentClient } from './content-client';
import type { ContentConfig } from './content-config';
import { ContentNotFoundError, ContentUnavailableError } from './content-errors';

// The real contentful SDK with our fetch adapter in front of a fake content system: the URLs and
// headers it sends, link resolution, and the spec's retries (429, 5xx, connection errors).

const entries = {
  sys: { type: 'Array' },
  total: 1,
  skip: 0,
  limit: 1,
  items: [{ sys: { id: 'front-page', type: 'Entry', contentType: { sys: { id: 'frontPage', type: 'Link', linkType: 'ContentType' } } }, fields: { name: 'Start', hero: { sys: { type: 'Link', linkType: 'Entry', id: 'hero-start' } }, sections: [{ sys: { type: 'Link', linkType: 'Entry', id: 'gone' } }] } }],
  includes: { Entry: [{ sys: { id: 'hero-start', type: 'Entry', contentType: { sys: { id: 'hero' } } }, fields: { title: 'Välkommen' } }] },
  errors: [{ sys: { id: 'notResolvable', type: 'error' }, details: { type: 'Link', linkType: 'Entry', id: 'gone' } }],
};

const json = (status: number, body: unknown, headers: Record<string, string> = {}) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
// A 429 whose reset header asks for no wait keeps the test fast (the SDK still adds ~0.5 s).
const throttled = () => json(429, { sys: { type: 'Error', id: 'RateLimitExceeded' }, message: 'slow down' }, { 'x-contentful-ratelimit-reset': '0' });

function config(fetch: ContentConfig['fetch']): ContentConfig {
  return { host: 'backend.internal', insecure: true, basePath: '', space: 'ljus', environment: 'master', preview: false, accessToken: 'token-123', fetch };
}

describe('content client', () => {
  it('sends the delivery API request through the given fetch, with the token', async () => {
    const fetch = vi.fn(async (_request: Request) => json(200, entries));
    const client = await createContentClient(config(fetch));
    await client.getEntries({ content_type: 'frontPage', limit: 1, include: 3 });
    const request = fetch.mock.calls[0]![0];
    const url = new URL(request.url);
    expect(url.origin + url.pathname).toBe('http://backend.internal/spaces/ljus/environments/master/entries');
    expect(Object.fromEntries(url.searchParams)).toEqual({ content_type: 'frontPage', limit: '1', include: '3' });
    expect(request.headers.get('authorization')).toBe('Bearer token-123');
  });

  it('resolves links and reports the ones the system could not resolve', async () => {
    const client = await createContentClient(config(async () => json(200, entries)));
    const answer = await client.getEntries({ content_type: 'frontPage' });
    const fields = (answer.items[0] as { fields: { hero: { fields: { title: string } } } }).fields;
    expect(fields.hero.fields.title).toBe('Välkommen');
    expect(answer.unresolved).toEqual([{ id: 'gone', linkType: 'Entry' }]);
  });

  it('retries a rate limit and a server error, then succeeds', async () => {
    const answers = [throttled(), json(503, { message: 'busy' }, { 'x-contentful-ratelimit-reset': '0' }), json(200, entries)];
    const fetch = vi.fn(async () => answers.shift()!);
    const client = await createContentClient(config(fetch));
    await expect(client.getEntries({ content_type: 'frontPage' })).resolves.toMatchObject({ total: 1 });
    expect(fetch).toHaveBeenCalledTimes(3);
  }, 20_000);

  it('gives up after five attempts in all', async () => {
    const fetch = vi.fn(async () => throttled());
    const client = await createContentClient(config(fetch));
    await expect(client.getEntries({ content_type: 'frontPage' })).rejects.toBeInstanceOf(ContentUnavailableError);
    expect(fetch).toHaveBeenCalledTimes(5);
  }, 20_000);

  it('does not retry a 404 and reports it as not found', async () => {
    const fetch = vi.fn(async () => json(404, { sys: { type: 'Error', id: 'NotFound' }, message: 'The resource could not be found.' }));
    const client = await createContentClient(config(fetch));
    await expect(client.getEntries({ content_type: 'frontPage' })).rejects.toBeInstanceOf(ContentNotFoundError);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('treats a connection failure as retryable and reports the system unavailable', async () => {
    let calls = 0;
    const fetch = vi.fn(async () => {
      calls += 1;
      if (calls < 2) throw new TypeError('connection refused');
      return json(200, entries);
    });
    const client = await createContentClient(config(fetch));
    await expect(client.getEntries({ content_type: 'frontPage' })).resolves.toMatchObject({ total: 1 });
    expect(fetch).toHaveBeenCalledTimes(2);
  }, 20_000);
});
