import type { PermissionDeny, Role } from '../../../domain/auth/roles';

export interface CustomerPermission {
  role: Role;
  customerId: string;
  projectId?: string;
  permissionDenies: PermissionDeny[];
  /** The buyer chose the full range over the customer's own assortment (decision 029); never with EJ_ANDRA_SORTIMENT. */
  browsesFullRange?: boolean;
}

/**
 * What the edge knows about a signed-in user, taken from a verified access token. It lives only
 * on the server; client components get what a page chooses to pass them, never the token.
 */
export interface Session {
  userId: string;
  tokenVersion: number;
  /** Seconds since the epoch. */
  expiresAt: number;
  customerPermissions: CustomerPermission[];
  /** The customer the user works in now (defaults to the first permission's). */
  customerId: string | undefined;
  /** The project (cost place) within that customer, when one is chosen. */
  projectId: string | undefined;
  /** The id DELETE /v2/sessions/{id} takes (the current refresh token's); sign-out revokes its family. */
  sessionId: string | undefined;
  /** One id per sign-in, the same across refreshes; revocation is keyed by it (decision 012). */
  signInId?: string | undefined;
  role: Role | undefined;
  /** Holds an admin role in any of its customers (user administration, the admin tool). */
  isAdmin: boolean;
  permissionDenies: PermissionDeny[];
  /** The buyer chose the full range over the customer's own assortment (decision 029); never with EJ_ANDRA_SORTIMENT. */
  browsesFullRange?: boolean;
}
