import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { PERMISSION_DENIES, ROLES } from '../../../domain/auth/roles';
import type { BackendBindings } from '../backend-env';
import { loadSigningKeys, loadVerificationKeys } from './signing-key';

/** Access tokens live 15 minutes; the shop refreshes them near expiry. */
export const ACCESS_TOKEN_SECONDS = 900;

export const CustomerPermissionClaimSchema = z.object({
  role: z.enum(ROLES),
  customerId: z.string().min(1),
  projectId: z.string().min(1).optional(),
  permissionDenies: z.array(z.enum(PERMISSION_DENIES)),
});
export type CustomerPermissionClaim = z.infer<typeof CustomerPermissionClaimSchema>;

/** The claims the shop reads besides the registered ones (sub, iss, aud, iat, exp). */
const AccessClaimsSchema = z.object({
  sub: z.string().min(1),
  version: z.number().int(),
  customerPermissions: z.array(CustomerPermissionClaimSchema),
  sid: z.string().min(1),
  fam: z.string().min(1).optional(),
});

export interface AccessTokenSubject {
  userId: string;
  version: number;
  customerPermissions: CustomerPermissionClaim[];
  /** The refresh token id of this sign-in, so the holder can log out (DELETE /v2/sessions/{sid}). */
  sid: string;
  /** The refresh-token family: one id per sign-in, the same across refreshes (decision 012). */
  familyId?: string | undefined;
}

type AuthBindings = Pick<BackendBindings, 'AUTH_SIGNING_JWK' | 'AUTH_SIGNING_JWK_PREVIOUS' | 'AUTH_ISSUER' | 'AUTH_AUDIENCE'>;

export async function signAccessToken(subject: AccessTokenSubject, env: AuthBindings, now = new Date()): Promise<string> {
  const keys = await loadSigningKeys(env.AUTH_SIGNING_JWK);
  const iat = Math.floor(now.getTime() / 1000);
  const family = subject.familyId ? { fam: subject.familyId } : {};
  return new SignJWT({ version: subject.version, customerPermissions: subject.customerPermissions, sid: subject.sid, ...family })
    .setProtectedHeader({ alg: 'ES256', kid: keys.kid, typ: 'JWT' })
    .setSubject(subject.userId)
    .setIssuer(env.AUTH_ISSUER)
    .setAudience(env.AUTH_AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_SECONDS)
    .sign(keys.privateKey);
}

/**
 * Verifies signature (ES256 only, so `none` and HS256 never pass), issuer, audience and expiry,
 * then the shape of our own claims. Null for any token that is not ours and current.
 */
export async function verifyAccessToken(token: string, env: AuthBindings): Promise<AccessTokenSubject | null> {
  const keys = await loadVerificationKeys(env.AUTH_SIGNING_JWK, env.AUTH_SIGNING_JWK_PREVIOUS);
  // The header's kid picks the key; an unknown kid matches none and the token is refused.
  const keyFor = ({ kid }: { kid?: string | undefined }) => {
    const key = keys.find((candidate) => candidate.kid === kid);
    if (!key) throw new Error('unknown signing key');
    return key.publicKey;
  };
  try {
    const { payload } = await jwtVerify(token, keyFor, {
      algorithms: ['ES256'],
      issuer: env.AUTH_ISSUER,
      audience: env.AUTH_AUDIENCE,
      requiredClaims: ['iat', 'exp', 'sub'],
    });
    const claims = AccessClaimsSchema.safeParse(payload);
    if (!claims.success) return null;
    const { sub, version, customerPermissions, sid, fam } = claims.data;
    return { userId: sub, version, customerPermissions: customerPermissions.map(withoutUndefined), sid, ...(fam ? { familyId: fam } : {}) };
  } catch {
    return null;
  }
}

/** zod gives `projectId?: string | undefined`; the claim type omits the key instead. */
function withoutUndefined(permission: z.infer<typeof CustomerPermissionClaimSchema>): CustomerPermissionClaim {
  const { projectId, ...rest } = permission;
  return projectId === undefined ? rest : { ...rest, projectId };
}
