import { notFound } from '../cda/cda-error';
import { cdaJson } from '../cda/cda-json';
import { createCdaRouter } from '../cda/create-cda-router';
import { readQuery } from '../cda/read-query';
import { ASSET_MODEL } from '../model/content-type';
import { parseEntryQuery } from '../query/parse-entry-query';
import { runCollectionQuery } from '../query/run-collection-query';
import { shapeEntity } from '../shape/entity-shape';
import { loadRowsByIds } from '../store/content-row-repository';
import { parseEntityId, parseSingleEntityQuery } from './entity-id';

/** GET …/assets and GET …/assets/{id}; asset fields (title, description, file) need no content type. */
export const assetsRoutes = createCdaRouter();

assetsRoutes.get('/assets', async (c) => {
  const { scope } = c.var;
  const query = parseEntryQuery(readQuery(c.req.url), { resource: 'assets', contentType: () => undefined, fixedModel: ASSET_MODEL });
  return cdaJson(c, await runCollectionQuery(c.env.DB, 'content_assets', scope, query));
});

assetsRoutes.get('/assets/:id', async (c) => {
  const { scope } = c.var;
  const id = parseEntityId(c.req.param('id'), 'Asset');
  const locale = parseSingleEntityQuery(readQuery(c.req.url));
  const [row] = await loadRowsByIds(c.env.DB, 'content_assets', scope.spaceId, [id], scope.access === 'preview');
  if (!row) throw notFound('Asset', id);
  return cdaJson(c, shapeEntity(row, 'Asset', { spaceId: scope.spaceId, environment: scope.environment, locale }));
});
