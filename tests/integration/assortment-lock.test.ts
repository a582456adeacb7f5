import { describe, expect, it } from 'vitest';
import { callServerAction } from '../support/server-action-call';
import { flashKey, getWith, postForm, signInAs } from '../support/session-flows';

// Issue 11, EJ_ANDRA_SORTIMENT (spec point 6): frida may not change assortment. Her customers are
// C-1001 (assortment bygg-el, her default) and C-3001 (the general assortment).

const pickerOptions = (html: string) => [...html.matchAll(/<option value="(C-\d+)\|[^"]*"/g)].map((match) => match[1]);

describe('a user with EJ_ANDRA_SORTIMENT', () => {
  it('is offered only the customers of her own assortment', async () => {
    const { jar } = await signInAs('frida.fors@demo.example');
    const page = (await getWith(jar, '/')).body;
    expect(new Set(pickerOptions(page))).toEqual(new Set(['C-1001']));
    expect(page).toContain('Bygg &amp; El Norr AB');
  });

  it('cannot switch to a customer with another assortment', async () => {
    const { jar } = await signInAs('frida.fors@demo.example');
    const before = jar.get('customer_context');
    const res = await postForm('/api/session/context', { context: 'C-3001|', returnTo: '/sortiment' }, jar);
    expect(res.status).toBe(303);
    expect(flashKey(res)).toBe('errors.forbidden_action');
    expect(jar.get('customer_context')).toBe(before);
    expect((await getWith(jar, '/')).body).not.toContain('Fastighetsteknik Mitt AB');
  });

  it('an edited context cookie does not open the other assortment either', async () => {
    const { jar } = await signInAs('frida.fors@demo.example');
    jar.set('customer_context', 'U-0007|C-3001|');
    const page = (await getWith(jar, '/')).body;
    expect(page).not.toContain('Fastighetsteknik Mitt AB');
    expect(page).toContain('Bygg &amp; El Norr AB');
  });

  it('is neither offered nor allowed a default customer of another assortment in her profile', async () => {
    const { jar } = await signInAs('frida.fors@demo.example');
    const profile = (await getWith(jar, '/mina-sidor/profil')).body;
    expect(new Set(pickerOptions(profile))).toEqual(new Set(['C-1001']));
    const valueOf = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(profile)?.[1] ?? '';
    const answer = await callServerAction(
      'updateProfile',
      { firstName: valueOf('firstName'), lastName: valueOf('lastName'), mobileNumber: valueOf('mobileNumber'), preferredStore: 'S-LLA-01', defaultContext: 'C-3001|', preferredDeliveryMethod: 'DBI' },
      { cookie: jar.header() },
    );
    expect(answer.body).toContain('Du har inte behörighet att utföra den här åtgärden.');
    expect(answer.body).not.toContain('Dina uppgifter är sparade.');
    // Her home assortment did not move: the picker still offers only her own customer.
    expect(new Set(pickerOptions((await getWith(jar, '/')).body))).toEqual(new Set(['C-1001']));
  });

  it('may still choose a project of her own customer', async () => {
    const { jar } = await signInAs('frida.fors@demo.example');
    const res = await postForm('/api/session/context', { context: 'C-1001|P-1001-1' }, jar);
    expect(flashKey(res)).toBe('context.changed');
  });
});

describe('a user without the deny', () => {
  it('is offered every customer and may switch between assortments', async () => {
    const { jar } = await signInAs('gustav.gran@demo.example');
    expect(new Set(pickerOptions((await getWith(jar, '/')).body))).toEqual(new Set(['C-1001', 'C-2001']));
    expect(flashKey(await postForm('/api/session/context', { context: 'C-2001|' }, jar))).toBe('context.changed');
  });
});
