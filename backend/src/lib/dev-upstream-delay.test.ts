import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { BackendEnv } from '../backend-env';
import { devUpstreamDelay } from './dev-upstream-delay';

const app = new Hono<BackendEnv>();
app.use('*', devUpstreamDelay());
app.get('/ping', (c) => c.text('pong'));

/** How long one answer took, in milliseconds. */
async function timed(headers: Record<string, string>, environment: string): Promise<number> {
  const started = performance.now();
  const res = await app.request('/ping', { headers }, { ENVIRONMENT: environment });
  expect(await res.text()).toBe('pong');
  return performance.now() - started;
}

describe('devUpstreamDelay', () => {
  it('holds an answer for the asked delay in development', async () => {
    expect(await timed({ 'x-dev-upstream-delay-ms': '60' }, 'development')).toBeGreaterThanOrEqual(55);
  });

  it('ignores the header in production and when it is malformed', async () => {
    expect(await timed({ 'x-dev-upstream-delay-ms': '400' }, 'production')).toBeLessThan(300);
    expect(await timed({ 'x-dev-upstream-delay-ms': 'soon' }, 'development')).toBeLessThan(300);
  });
});
