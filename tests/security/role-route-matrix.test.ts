import { describe, expect, it } from 'vitest';
import { PERMISSION_DENIES, ROLES, type PermissionDeny, type Role } from '../../domain/auth/roles';
import { routeTable, type RouteDefinition } from '../../src/lib/routes/route-table';
import { inPool } from '../support/raw-request';
import { samplePath } from '../support/route-samples';
import { flashKey } from '../support/session-flows';
import { shopRequest, type ShopResponse } from '../support/shop-client';
import { sessionCookie, signTestAccessToken } from '../support/tokens';

// Every guarded page of the route table, for an anonymous visitor, each of the four roles and each
// of the eight permission denies: the page and its RSC payload (a client-side navigation) open only
// for whom the table allows, and a refusal carries nothing of the page. The expectation is the
// table's rule restated (spec point 2), not the guard's code.
interface Subject {
  name: string;
  role?: Role;
  denies?: PermissionDeny[];
}

type Expected = 'allow' | 'errors.please_login' | 'errors.no_permission' | 'external';

function expected(route: RouteDefinition, subject: Subject): Expected {
  if (!route.requiresAuth) return 'allow';
  if (!subject.role) return 'errors.please_login';
  const admin = subject.role !== 'USER';
  const adminOnly = route.requiresAdmin || route.inDevelopment || route.externalRedirect;
  const denied = route.deniedBy !== undefined && (subject.denies ?? []).includes(route.deniedBy);
  if ((adminOnly && !admin) || denied) return 'errors.no_permission';
  return route.externalRedirect ? 'external' : 'allow';
}

const guarded = routeTable.filter((route) => route.requiresAuth);
const roles: Subject[] = [{ name: 'anonymous' }, ...ROLES.map((role) => ({ name: role, role }))];
// A deny matters to the routes it names; the site admin carries it so that only the deny refuses.
const denies: Subject[] = PERMISSION_DENIES.map((deny) => ({ name: `SITE_ADMIN with ${deny}`, role: 'SITE_ADMIN', denies: [deny] }));

const GUARD_MESSAGES = ['errors.please_login', 'errors.no_permission'];
const rscPathOf = (path: string) => `/RSC/R${path}.txt?query=`;

async function headersFor(subject: Subject): Promise<Record<string, string>> {
  if (!subject.role) return {};
  return { cookie: sessionCookie(await signTestAccessToken({ role: subject.role, permissionDenies: subject.denies ?? [] })) };
}

/** Where a refusal sends the visitor: a signed-out one to sign-in and back (issue 12), anyone else back or home. */
const refusalLocation = (want: Expected, path: string) => (want === 'errors.please_login' ? `/logga-in?returnTo=${encodeURIComponent(path)}` : '/');

function expectOutcome(label: string, want: Expected, path: string, page: ShopResponse, rsc: ShopResponse): void {
  if (want === 'allow') {
    for (const res of [page, rsc]) expect(GUARD_MESSAGES, label).not.toContain(flashKey(res));
    return;
  }
  if (want === 'external') {
    expect([page.status, page.headers.location], label).toEqual([302, 'https://admin.example.com/']);
    return;
  }
  // A refusal: a redirect with the spec's message and not one byte of the page.
  const location = refusalLocation(want, path);
  expect([page.status, page.headers.location, flashKey(page)], label).toEqual([302, location, want]);
  expect(page.body, label).toBe('');
  expect([rsc.status, rsc.body.trim(), flashKey(rsc)], `${label} (RSC)`).toEqual([200, `0:${JSON.stringify({ _location: location })}`, want]);
}

async function checkMatrix(routes: readonly RouteDefinition[], subjects: readonly Subject[]): Promise<number> {
  const cases = subjects.flatMap((subject) => routes.map((route) => ({ subject, route })));
  await inPool(cases, 4, async ({ subject, route }) => {
    const headers = await headersFor(subject);
    const path = samplePath(route).split('?')[0]!;
    const [page, rsc] = await Promise.all([shopRequest(path, { headers }), shopRequest(rscPathOf(path), { headers })]);
    expectOutcome(`${subject.name} → ${route.name}`, expected(route, subject), path, page, rsc);
  });
  return cases.length;
}

describe('role × route matrix', () => {
  it(`every guarded page (${guarded.length}) for anonymous visitors and the four roles, document and RSC payload`, async () => {
    expect(await checkMatrix(guarded, roles)).toBe(guarded.length * roles.length);
  }, 180_000);

  it('each of the eight permission denies closes the pages that name it, even to a site admin', async () => {
    const named = guarded.filter((route) => route.deniedBy !== undefined);
    expect(new Set(named.map((route) => route.deniedBy)).size).toBeGreaterThan(0);
    await checkMatrix(named, denies);
  }, 120_000);

  it('the oracle agrees with the table on the cases that matter', () => {
    const byName = (name: string) => routeTable.find((route) => route.name === name)!;
    expect(expected(byName('anvandare'), { name: 'u', role: 'USER' })).toBe('errors.no_permission');
    expect(expected(byName('anvandare'), { name: 'b', role: 'BUYER_ADMIN' })).toBe('allow');
    expect(expected(byName('mina-sidor-ordrar'), { name: 'e', role: 'USER', denies: ['EJ_ORDERHISTORIK'] })).toBe('errors.no_permission');
    expect(expected(byName('admin'), { name: 's', role: 'SITE_ADMIN' })).toBe('external');
    expect(expected(byName('cart'), { name: 'a' })).toBe('errors.please_login');
  });
});
