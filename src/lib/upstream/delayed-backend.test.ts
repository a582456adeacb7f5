import { describe, expect, it } from 'vitest';
import { delayedBackend } from './delayed-backend';

describe('delayedBackend', () => {
  it('puts the delay header on every request and keeps the rest of it', async () => {
    const seen: Request[] = [];
    const backend = delayedBackend({ fetch: async (request) => (seen.push(request), new Response('ok')) }, 50);
    const res = await backend.fetch(new Request('http://backend.internal/menu', { method: 'POST', headers: { authorization: 'Bearer x' }, body: '{}' }));
    expect(await res.text()).toBe('ok');
    expect(seen[0]?.headers.get('x-dev-upstream-delay-ms')).toBe('50');
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer x');
    expect(seen[0]?.method).toBe('POST');
    expect(await seen[0]?.text()).toBe('{}');
  });
});
