import { bodyLimit } from 'hono/body-limit';
import { SignJWT } from 'jose';
import { z } from 'zod';
import { toBase64Url } from '../../lib/bytes';
import { assetKeyExpiryProblem } from '../cda/asset-key-expiry';
import { badRequest, CdaError, validationFailed } from '../cda/cda-error';
import { cdaJson } from '../cda/cda-json';
import { createCdaRouter } from '../cda/create-cda-router';

const AssetKeyRequestSchema = z.object({ expiresAt: z.unknown() }).strict();

/** POST …/asset_keys: a policy and a secret for signing embargoed asset URLs until expiresAt. */
export const assetKeysRoutes = createCdaRouter();

assetKeysRoutes.post(
  '/asset_keys',
  bodyLimit({
    maxSize: 1024,
    onError: () => {
      throw new CdaError(413, 'BadRequest', 'Request body too large');
    },
  }),
  async (c) => {
    const { scope } = c.var;
    let json: unknown;
    try {
      json = await c.req.json();
    } catch {
      throw badRequest('The body must be JSON: { "expiresAt": <Unix seconds> }');
    }
    const body = AssetKeyRequestSchema.safeParse(json);
    if (!body.success) throw validationFailed([{ name: 'invalid', path: ['expiresAt'], details: 'The body must be { "expiresAt": <Unix seconds> } and nothing else' }]);
    const now = Math.floor(Date.now() / 1000);
    const problem = assetKeyExpiryProblem(body.data.expiresAt, now);
    if (problem) throw validationFailed([{ name: 'expiresAt', path: ['expiresAt'], value: body.data.expiresAt, details: problem }]);
    const expiresAt = body.data.expiresAt as number;
    const secretBytes = crypto.getRandomValues(new Uint8Array(32));
    // The policy names the space and expiry, signed with the secret the client signs URLs with.
    const policy = await new SignJWT({ sub: scope.spaceId, env: scope.environment })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(now)
      .setExpirationTime(expiresAt)
      .setJti(crypto.randomUUID())
      .sign(secretBytes);
    return cdaJson(c, { policy, secret: toBase64Url(secretBytes) }, { cacheable: false });
  },
);
