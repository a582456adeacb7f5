import { z } from 'zod';
import type { UpstreamMethod } from './upstream-request';
import type { UpstreamService } from './upstream-service';

// Fakes for the upstreamRequest tests (upstream-request-*.test.ts): a service whose fetch answers
// from a script, and the answers they script. Test code only; nothing in the app imports it.

export type Handler = (request: Request) => Response | Promise<Response>;

/** A service whose fetch answers with `handlers` in turn (the last one repeats) and records every request. */
export function fakeService(handlers: Handler[], overrides: Partial<UpstreamService> = {}) {
  const calls: Request[] = [];
  const service: UpstreamService = {
    name: 'test',
    baseUrl: 'https://api.example.se/v2/',
    fetch: async (request) => {
      calls.push(request);
      const handler = handlers[calls.length - 1] ?? handlers.at(-1);
      if (handler === undefined) throw new Error('no handler');
      return handler(request);
    },
    ...overrides,
  };
  return { service, calls };
}

export const answer = (status: number, text = ''): Handler => () => new Response(text === '' ? null : text, { status });
export const json = (body: unknown, status = 200): Handler => () => Response.json(body, { status });
/** Never answers on its own; rejects when the request is aborted, like the real fetch. */
export const hang: Handler = (request) =>
  new Promise((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason)));

export const Item = z.object({ id: z.number() });
export const ok = json({ id: 1 });
export const ALL_METHODS: UpstreamMethod[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
