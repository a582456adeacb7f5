import { beforeAll, describe, expect, it } from 'vitest';
import type { CookieJar } from '../support/cookie-jar';
import { callServerAction } from '../support/server-action-call';
import { signInAs } from '../support/session-flows';

// The user administration's server functions check who calls them, whatever the page showed, and
// answer bad input with the catalogue's Swedish message (issue 16).
const jars = {} as Record<'anna' | 'bo', CookieJar>;

beforeAll(async () => {
  jars.anna = (await signInAs('anna.andersson@demo.example')).jar;
  jars.bo = (await signInAs('bo.berg@demo.example')).jar;
}, 120_000);

const as = (name: keyof typeof jars) => ({ cookie: jars[name].header() });
const colleague = (overrides: Record<string, string> = {}) => ({
  mode: 'create',
  requestId: `it-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
  firstName: 'Ivar',
  lastName: 'Integration',
  email: `ivar.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@demo.example`,
  mobileNumber: '',
  customer: 'C-1001',
  'role.C-1001': 'USER',
  'project.C-1001': '',
  ...overrides,
});

describe('user administration server functions', () => {
  it('refuse anonymous callers and anna, before any change', async () => {
    for (const name of ['saveUser', 'setUserActive', 'resendActivation']) {
      expect((await callServerAction(name, { mode: 'edit', userId: 'U-0001', active: 'false' })).body).toContain('Vänligen logga in');
      expect((await callServerAction(name, { ...colleague(), userId: 'U-0001', active: 'false' }, as('anna'))).body).toContain('Du har inte behörighet att göra den ändringen.');
    }
  });

  it('answer bad input from bo in Swedish', async () => {
    const save = async (fields: Record<string, string>) => (await callServerAction('saveUser', colleague(fields), as('bo'))).body;
    expect(await save({ 'role.C-1001': 'SITE_ADMIN' })).toContain('Du kan inte ge rollen SITE_ADMIN.');
    expect(await save({ firstName: 'Å'.repeat(10_000) })).toContain('Högst 50 tecken');
    expect(await save({ email: 'anna.andersson@demo.example' })).toContain('Det finns redan en användare med den e-postadressen.');
    expect(await save({ email: 'ivar@demo' })).toContain('Ange en giltig e-postadress');
    expect(await save({ customer: 'C-2001', 'role.C-2001': 'USER' })).toContain('Du administrerar inte det företaget.');
    expect(await save({ 'deny.C-1001': 'EJ_FLYGA' })).toContain('Begränsningen finns inte.');
    expect(await save({ mode: 'edit', userId: 'U-0011' })).toContain('Du har inte behörighet att göra den ändringen.');
    expect((await callServerAction('setUserActive', { userId: 'U-0002', active: 'false' }, as('bo'))).body).toContain('Du kan inte inaktivera dig själv.');
    expect((await callServerAction('saveUser', { ...colleague(), mode: 'edit', userId: 'U-0002', permissions: '1' }, as('bo'))).body).toContain(
      'Du kan inte ändra din egen roll eller dina egna begränsningar.',
    );
  });

  it('create the same user once when the form is posted twice', async () => {
    const form = colleague();
    const first = await callServerAction('saveUser', form, as('bo'));
    const second = await callServerAction('saveUser', form, as('bo'));
    // The action redirects to the new user's page, which Waku renders into this same answer.
    const idOf = (body: string) => /"userId":"(U-[0-9A-F]{12})"/.exec(body)?.[1];
    expect(idOf(first.body), first.body.slice(0, 600)).toBeTruthy();
    expect(idOf(second.body)).toBe(idOf(first.body));
    // "Skicka aktiveringsmejl igen" for the new, not yet activated user; refused for an active one.
    expect((await callServerAction('resendActivation', { userId: idOf(first.body)! }, as('bo'))).body).toContain(`Ett nytt aktiveringsmejl har skickats till ${form.email}.`);
    expect((await callServerAction('resendActivation', { userId: 'U-0001' }, as('bo'))).body).toContain('Du har inte behörighet att göra den ändringen.');
  });
});
