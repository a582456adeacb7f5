import { notFound } from '../cda/cda-error';
import { cdaJson } from '../cda/cda-json';
import { accessFor, readAccessToken } from '../cda/content-access';
import { createCdaRouter } from '../cda/create-cda-router';
import { parseParams } from '../cda/parse-params';
import { readQuery } from '../cda/read-query';
import { SpaceIdSchema } from '../cda/space-scope';
import { findSpace } from '../store/space-repository';
import { NoParamsSchema } from './list-params';
import { SPACE_LOCALE } from './locales-routes';

/** GET /spaces/{space}: the space and its locales (what the SDK's getSpace() reads). */
export const spaceRoutes = createCdaRouter();

spaceRoutes.get('/spaces/:space', async (c) => {
  const access = accessFor(readAccessToken(c.req.header('Authorization'), c.req.query('access_token')), c.env);
  parseParams(NoParamsSchema, readQuery(c.req.url));
  const id = SpaceIdSchema.safeParse(c.req.param('space'));
  const space = id.success ? await findSpace(c.env.DB, id.data) : null;
  if (!space) throw notFound('Space', String(c.req.param('space')).slice(0, 64));
  c.set('scope', { spaceId: space.id, environment: 'master', access });
  return cdaJson(c, { sys: { type: 'Space', id: space.id }, name: space.name, locales: [{ code: SPACE_LOCALE.code, default: true, name: SPACE_LOCALE.name, fallbackCode: null }] });
});
