import type { PermissionDeny, Role } from '../../domain/auth/roles';

export interface DemoUser {
  email: string;
  role: Role;
  denies: readonly PermissionDeny[];
}

/** The demo users of README.md ("Demo users"), all with the password Demo1234!. */
export const DEMO_USERS = {
  anna: { email: 'anna.andersson@demo.example', role: 'USER', denies: [] },
  bo: { email: 'bo.berg@demo.example', role: 'BUYER_ADMIN', denies: [] },
  carl: { email: 'carl.carlsson@demo.example', role: 'SELLER_ADMIN', denies: [] },
  siteAdmin: { email: 'site.admin@demo.example', role: 'SITE_ADMIN', denies: [] },
  dana: { email: 'dana.dahl@demo.example', role: 'USER', denies: ['EJ_SE_PRISER', 'EJ_SE_RABATTER'] },
  erik: { email: 'erik.ek@demo.example', role: 'USER', denies: ['EJ_ORDER', 'EJ_ORDERHISTORIK', 'EJ_SE_EKONOMISK_UPPFÖLJNING'] },
  frida: { email: 'frida.fors@demo.example', role: 'USER', denies: ['EJ_ALLA_LEVERANSSATT', 'EJ_ANDRA_SORTIMENT'] },
} as const satisfies Record<string, DemoUser>;
