import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { ContentEnv } from '../content-env';
import { findMissingScope } from '../store/space-repository';
import { notFound } from './cda-error';
import { accessFor, readAccessToken } from './content-access';

export const SpaceIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const EnvironmentIdSchema = z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/);

/**
 * Every request under /spaces/{space}/environments/{env}: the token first (401 before anything
 * about the space leaks), then a known space and environment (404 NotFound otherwise).
 */
export const requireContentScope = (): MiddlewareHandler<ContentEnv> =>
  async function requireContentScope(c, next) {
    const access = accessFor(readAccessToken(c.req.header('Authorization'), c.req.query('access_token')), c.env);
    const space = SpaceIdSchema.safeParse(c.req.param('space'));
    if (!space.success) throw notFound('Space', String(c.req.param('space')).slice(0, 64));
    const environment = EnvironmentIdSchema.safeParse(c.req.param('environment'));
    if (!environment.success) throw notFound('Environment', String(c.req.param('environment')).slice(0, 64));
    const missing = await findMissingScope(c.env.DB, space.data, environment.data);
    if (missing === 'space') throw notFound('Space', space.data);
    if (missing === 'environment') throw notFound('Environment', environment.data);
    c.set('scope', { spaceId: space.data, environment: environment.data, access });
    await next();
  };
