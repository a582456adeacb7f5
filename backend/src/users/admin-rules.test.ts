import { describe, expect, it } from 'vitest';
import type { Role } from '../../../domain/auth/roles';
import { checkPermissionChange, mergedPermissions, permissionChanges, scopeOf } from './admin-rules';

const ALL = ['C-1001', 'C-2001', 'C-3001'];
const p = (customerId: string, role: Role, permissionDenies: string[] = [], projectId: string | null = null) =>
  ({ customerId, role, permissionDenies, projectId }) as { customerId: string; role: Role; permissionDenies: never[]; projectId: string | null };

const bo = scopeOf([p('C-1001', 'BUYER_ADMIN')], ALL);
const carl = scopeOf([p('C-1001', 'SELLER_ADMIN'), p('C-2001', 'SELLER_ADMIN')], ALL);

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
