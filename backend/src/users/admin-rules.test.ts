import { describe, expect, it } from 'vitest';
import type { Role } from '../../../domain/auth/roles';
import { checkPermissionChange, grantableRoles, mayManage, mergedPermissions, permissionChanges, scopeOf } from './admin-rules';

const ALL = ['C-1001', 'C-2001', 'C-3001'];
const p = (customerId: string, role: Role, permissionDenies: string[] = [], projectId: string | null = null) =>
  ({ customerId, role, permissionDenies, projectId }) as { customerId: string; role: Role; permissionDenies: never[]; projectId: string | null };

const bo = scopeOf([p('C-1001', 'BUYER_ADMIN')], ALL);
const carl = scopeOf([p('C-1001', 'SELLER_ADMIN'), p('C-2001', 'SELLER_ADMIN')], ALL);
const site = scopeOf([p('C-1001', 'SITE_ADMIN')], ALL);
const anna = scopeOf([p('C-1001', 'USER')], ALL);

describe('admin scope', () => {
  it('is the admin customers with the role held there; a site admin gets every customer', () => {
    expect([...bo]).toEqual([['C-1001', 'BUYER_ADMIN']]);
    expect([...carl.keys()]).toEqual(['C-1001', 'C-2001']);
    expect([...site.keys()]).toEqual(ALL);
    expect(anna.size).toBe(0);
  });

  it('offers roles up to the admin’s own', () => {
    expect(grantableRoles('USER')).toEqual([]);
    expect(grantableRoles('BUYER_ADMIN')).toEqual(['USER', 'BUYER_ADMIN']);
    expect(grantableRoles('SELLER_ADMIN')).toEqual(['USER', 'BUYER_ADMIN', 'SELLER_ADMIN']);
    expect(grantableRoles('SITE_ADMIN')).toHaveLength(4);
  });

  it.each([
    ['bo manages a user of his customer', bo, [p('C-1001', 'USER')], true],
    ['bo manages another buyer admin', bo, [p('C-1001', 'BUYER_ADMIN')], true],
    ['bo may not manage a seller admin', bo, [p('C-1001', 'SELLER_ADMIN')], false],
    ['bo may not manage a user of another customer', bo, [p('C-2001', 'USER')], false],
    ['carl manages a user of either customer', carl, [p('C-2001', 'USER'), p('C-3001', 'USER')], true],
    ['nobody manages with an empty scope', anna, [p('C-1001', 'USER')], false],
    ['the site admin manages everyone', site, [p('C-3001', 'SITE_ADMIN')], true],
  ])('%s', (_name, scope, target, expected) => {
    expect(mayManage(scope, target)).toBe(expected);
  });
});

describe('permission changes', () => {
  const check = (scope: Map<string, Role>, current: ReturnType<typeof p>[], desired: ReturnType<typeof p>[], callerId = 'U-A', targetId: string | null = 'U-T') =>
    checkPermissionChange({ scope, callerId, targetId, current, desired });

  it('lets bo give USER or BUYER_ADMIN and any denies in his customer', () => {
    expect(check(bo, [p('C-1001', 'USER')], [p('C-1001', 'BUYER_ADMIN', ['EJ_SE_PRISER', 'EJ_ORDER'])])).toBeNull();
  });

  it('refuses a role above the admin’s own, a foreign customer, a customer twice', () => {
    expect(check(bo, [p('C-1001', 'USER')], [p('C-1001', 'SITE_ADMIN')])).toMatchObject({ kind: 'forbidden' });
    expect(check(bo, [p('C-1001', 'USER')], [p('C-1001', 'SELLER_ADMIN')])).toMatchObject({ kind: 'forbidden' });
    expect(check(bo, [p('C-1001', 'USER')], [p('C-2001', 'USER')])).toMatchObject({ kind: 'forbidden' });
    expect(check(carl, [], [p('C-1001', 'USER'), p('C-1001', 'USER')])).toMatchObject({ kind: 'invalid' });
  });

  it('refuses changes to the admin’s own role or denies, but not an unchanged list', () => {
    expect(check(bo, [p('C-1001', 'BUYER_ADMIN')], [p('C-1001', 'USER')], 'U-B', 'U-B')).toMatchObject({ kind: 'forbidden' });
    expect(check(bo, [p('C-1001', 'BUYER_ADMIN')], [], 'U-B', 'U-B')).toMatchObject({ kind: 'forbidden' });
    expect(check(bo, [p('C-1001', 'BUYER_ADMIN')], [p('C-1001', 'BUYER_ADMIN')], 'U-B', 'U-B')).toBeNull();
  });

  it('keeps permissions outside the scope and needs at least one customer overall', () => {
    expect(check(bo, [p('C-1001', 'USER'), p('C-2001', 'USER')], [])).toBeNull();
    expect(check(bo, [p('C-1001', 'USER')], [])).toMatchObject({ kind: 'invalid' });
    expect(mergedPermissions(bo, [p('C-1001', 'USER'), p('C-2001', 'USER')], [p('C-1001', 'USER', ['EJ_ORDER', 'EJ_ORDER'])])).toEqual([
      p('C-2001', 'USER'),
      p('C-1001', 'USER', ['EJ_ORDER']),
    ]);
  });

  it('describes what changed per customer for the audit', () => {
    expect(permissionChanges(carl, [p('C-1001', 'USER', ['EJ_SE_PRISER'])], [p('C-1001', 'USER'), p('C-2001', 'BUYER_ADMIN')])).toEqual([
      { field: 'customerPermissions.C-1001', from: 'USER EJ_SE_PRISER', to: 'USER' },
      { field: 'customerPermissions.C-2001', from: null, to: 'BUYER_ADMIN' },
    ]);
    expect(permissionChanges(bo, [p('C-1001', 'USER', ['EJ_ORDER', 'EJ_SE_PRISER'])], [p('C-1001', 'USER', ['EJ_SE_PRISER', 'EJ_ORDER'])])).toEqual([]);
  });
});
