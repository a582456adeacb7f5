import { describe, expect, it } from 'vitest';
import { observedFetch } from './service-clients';

describe('observedFetch', () => {
  it.each([[200, false], [404, false], [500, true], [503, true]])('an answer of %i is a fault: %s', async (status, fault) => {
    let faults = 0;
    const fetch = observedFetch(async () => new Response(null, { status }), () => faults++);
    expect((await fetch(new Request('https://upstream.example/x'))).status).toBe(status);
    expect(faults).toBe(fault ? 1 : 0);
  });

  it('a call that throws (time-out, lost connection) is a fault and still throws', async () => {
    let faults = 0;
    const fetch = observedFetch(() => Promise.reject(new Error('lost')), () => faults++);
    await expect(fetch(new Request('https://upstream.example/x'))).rejects.toThrow('lost');
    expect(faults).toBe(1);
  });
});
