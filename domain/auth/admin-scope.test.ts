import { describe, expect, it } from 'vitest';
import { grantableRoles, mayManage, scopeOf } from './admin-scope';
import type { Role } from './roles';

const ALL = ['C-1001', 'C-2001', 'C-3001'];
const p = (customerId: string, role: Role) => ({ customerId, role });

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

