import { z } from 'zod';
import { isAdminRole, PERMISSION_DENIES, ROLES } from '../../domain/auth/roles';
import type { Session } from '../../src/lib/auth/session';

const KnownDeny = z.enum(PERMISSION_DENIES);

/** The claims the auth service puts in an access token (issue "Sign-in", spec points 3 and 6). */
export const AccessTokenClaimsSchema = z.object({
  sub: z.string().min(1).max(64),
  exp: z.number().int(),
  version: z.number().int().min(1).max(2),
  sid: z.string().max(128).optional(),
  /** The refresh-token family: one id per sign-in, the same across refreshes (decision 012). */
  fam: z.string().max(128).optional(),
  customerPermissions: z
    .array(
      z.object({
        role: z.enum(ROLES),
        customerId: z.string().min(1).max(64),
        projectId: z.string().min(1).max(64).optional(),
        // Unknown denies are dropped rather than failing the token: a new deny must not sign
        // everybody out before the shop knows it.
        permissionDenies: z.array(z.string()).transform((denies) => denies.filter((d) => KnownDeny.safeParse(d).success) as Session['permissionDenies']),
      }),
    )
    .max(200),
});

export type AccessTokenClaims = z.infer<typeof AccessTokenClaimsSchema>;

export interface ContextChoice {
  customerId: string;
  projectId?: string | undefined;
}

/** What a revocation is keyed by: the sign-in's family, or the session id for tokens without one. */
export const signInIdOf = (claims: Pick<AccessTokenClaims, 'fam' | 'sid'>): string | undefined => claims.fam ?? claims.sid;

/** The session for verified claims, in the chosen customer (or the first one the user has). */
export function sessionFromClaims(claims: AccessTokenClaims, choice?: ContextChoice): Session {
  const permissions = claims.customerPermissions.map((p) => ({
    role: p.role,
    customerId: p.customerId,
    permissionDenies: p.permissionDenies,
    ...(p.projectId ? { projectId: p.projectId } : {}),
  }));
  const chosen = permissions.find((p) => p.customerId === choice?.customerId);
  const current = chosen ?? permissions[0];
  const projectId = chosen ? choice?.projectId : current?.projectId;
  return {
    userId: claims.sub,
    tokenVersion: claims.version,
    expiresAt: claims.exp,
    customerPermissions: permissions,
    customerId: current?.customerId,
    projectId,
    sessionId: claims.sid,
    signInId: signInIdOf(claims),
    role: current?.role,
    // Admin in any of the user's customers, not only the current one: user administration lists
    // the customers where they are admin (loadAdminContext), whichever company they work in now.
    isAdmin: permissions.some((p) => isAdminRole(p.role)),
    permissionDenies: current?.permissionDenies ?? [],
  };
}
