import { timingSafeEqualText } from '../../lib/bytes';
import type { ContentAccess, ContentBindings } from '../content-env';
import { accessTokenInvalid, CdaError } from './cda-error';

const BEARER = /^Bearer ([A-Za-z0-9._~+/=-]{1,512})$/i;

/** The token of a request: the Authorization header first, else the access_token query parameter. */
export function readAccessToken(authorization: string | undefined, queryToken: string | undefined): string | null {
  if (authorization !== undefined) return BEARER.exec(authorization)?.[1] ?? null;
  return queryToken && queryToken.length <= 512 ? queryToken : null;
}

type TokenBindings = Pick<ContentBindings, 'CONTENT_DELIVERY_TOKEN' | 'CONTENT_PREVIEW_TOKEN'>;

/**
 * Which access a token grants. Both tokens are compared every time (timing-safe) so the answer
 * time says nothing about which one nearly matched; an unset token never matches.
 */
export function accessFor(token: string | null, env: TokenBindings): ContentAccess {
  const delivery = env.CONTENT_DELIVERY_TOKEN ?? '';
  const preview = env.CONTENT_PREVIEW_TOKEN ?? '';
  if (!delivery && !preview) throw new CdaError(500, 'ServerError', 'Content access tokens are not configured');
  const presented = token ?? '';
  const isDelivery = delivery !== '' && timingSafeEqualText(presented, delivery);
  const isPreview = preview !== '' && timingSafeEqualText(presented, preview);
  if (isPreview) return 'preview';
  if (isDelivery) return 'delivery';
  throw accessTokenInvalid();
}
