import { beforeAll, describe, expect, it } from 'vitest';
import type { CookieJar } from '../support/cookie-jar';
import { DEMO_USERS } from '../support/demo-users';
import { callServerAction, callServerFunction } from '../support/server-action-call';
import { flashKey, getWith, postForm, signInAs } from '../support/session-flows';

// The README's demo users, signed in for real (their roles and denies come from the auth service,
// not from a test token): the pages their role or deny closes stay closed, document and RSC
// payload; the server functions check the permission themselves rather than trusting the page.
type UserName = keyof typeof DEMO_USERS;
const jars = {} as Record<UserName, CookieJar>;

beforeAll(async () => {
  for (const name of Object.keys(DEMO_USERS) as UserName[]) jars[name] = (await signInAs(DEMO_USERS[name].email)).jar;
}, 120_000);

const NOT_ALLOWED = 'Ditt konto får inte skicka beställningar.';

describe('the demo users of the README', () => {
  it.each([
    ['anna', '/anvandare', 'errors.no_permission'],
    ['frida', '/anvandare/ny', 'errors.no_permission'],
    ['erik', '/mina-sidor/ordrar', 'errors.no_permission'],
    // Quotes are real (issue 17): every buyer of the customer sees its quotes; EJ_SKAPA_OFFERT only stops asking.
    ['anna', '/mina-sidor/offerter', 'allow'],
    ['bo', '/anvandare', 'allow'],
    ['carl', '/mina-sidor/offerter', 'allow'],
    ['siteAdmin', '/anvandare/ny', 'allow'],
    ['dana', '/mina-sidor/ordrar', 'allow'],
    ['erik', '/mina-sidor/ekonomi', 'errors.no_permission'],
    ['anna', '/mina-sidor/ekonomi', 'allow'],
  ] as const)('%s opening %s: %s', async (user, path, outcome) => {
    const page = await getWith(jars[user], path);
    const rsc = await getWith(jars[user], `/RSC/R${path}.txt?query=`);
    if (outcome === 'allow') {
      expect(page.status).toBe(200);
      expect(rsc.body).not.toContain('_location');
      return;
    }
    expect([page.status, flashKey(page), page.body]).toEqual([302, outcome, '']);
    expect([rsc.body.trim(), flashKey(rsc)]).toEqual(['0:{"_location":"/"}', outcome]);
  });

  it('/admin opens the admin address for the site admin and is refused to anna', async () => {
    const admin = await getWith(jars.siteAdmin, '/admin');
    expect([admin.status, admin.headers.location]).toEqual([302, 'https://admin.example.com/']);
    expect(flashKey(await getWith(jars.anna, '/admin'))).toBe('errors.no_permission');
  });
});

describe('server functions check permissions themselves', () => {
  it('placeOrder refuses erik (EJ_ORDER) and an anonymous caller, whatever the page showed', async () => {
    const erik = await callServerAction('placeOrder', { idempotencyKey: 'security-suite-0001' }, { cookie: jars.erik.header() });
    expect(erik.status).toBe(200);
    expect(erik.body).toContain(NOT_ALLOWED);
    const anonymous = await callServerAction('placeOrder', { idempotencyKey: 'security-suite-0002' });
    expect(anonymous.body).toContain('Vänligen logga in');
  });

  it('cart functions answer an anonymous caller with nothing but "Vänligen logga in"', async () => {
    expect((await callServerAction('addToCart', { articleNumber: '1000001', quantity: '1' })).body).toContain('Vänligen logga in');
    expect((await callServerAction('removeLines', { cartItemId: 'x' })).body).toContain('Vänligen logga in');
    expect((await callServerFunction('loadCartSummary')).body).toMatch(/"_value":null/);
  });
});

describe('the session edge routes check the customer against the signed-in user', () => {
  it('anna cannot switch into a customer she does not have; carl can into his second one', async () => {
    expect(flashKey(await postForm('/api/session/context', { context: 'C-2001|' }, jars.anna))).toBe('errors.forbidden_action');
    expect(flashKey(await postForm('/api/session/context', { context: 'C-2001|' }, jars.carl))).toBe('context.changed');
    await postForm('/api/session/context', { clear: '1' }, jars.carl);
  });
});
