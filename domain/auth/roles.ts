/** Roles in ascending order (spec point 6). */
export const ROLES = ['USER', 'BUYER_ADMIN', 'SELLER_ADMIN', 'SITE_ADMIN'] as const;
export type Role = (typeof ROLES)[number];

export const ADMIN_ROLES: readonly Role[] = ['BUYER_ADMIN', 'SELLER_ADMIN', 'SITE_ADMIN'];

/** The permission denies a token may carry; each switches a capability off. */
export const PERMISSION_DENIES = [
  'EJ_ALLA_LEVERANSSATT',
  'EJ_SE_PRISER',
  'EJ_ANDRA_SORTIMENT',
  'EJ_ORDER',
  'EJ_ORDERHISTORIK',
  'EJ_SKAPA_OFFERT',
  'EJ_SE_RABATTER',
  'EJ_SE_EKONOMISK_UPPFÖLJNING',
] as const;
export type PermissionDeny = (typeof PERMISSION_DENIES)[number];

export const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);

/** A role check passes when the user's role is at or above the required one. */
export const hasRole = (role: Role | undefined, required: Role): boolean =>
  role !== undefined && ROLES.indexOf(role) >= ROLES.indexOf(required);

export const isAdminRole = (role: Role | undefined): boolean => role !== undefined && ADMIN_ROLES.includes(role);
