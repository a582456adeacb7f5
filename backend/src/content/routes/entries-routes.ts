import { notFound } from '../cda/cda-error';
import { cdaJson } from '../cda/cda-json';
import { createCdaRouter } from '../cda/create-cda-router';
import { readQuery } from '../cda/read-query';
import { parseEntryQuery } from '../query/parse-entry-query';
import { runCollectionQuery } from '../query/run-collection-query';
import { shapeEntity } from '../shape/entity-shape';
import { loadRowsByIds } from '../store/content-row-repository';
import { loadContentTypes } from '../store/content-type-repository';
import { parseEntityId, parseSingleEntityQuery } from './entity-id';

/** GET …/entries (filters, order, select, include, locale) and GET …/entries/{id}. */
export const entriesRoutes = createCdaRouter();

entriesRoutes.get('/entries', async (c) => {
  const { scope } = c.var;
  const params = readQuery(c.req.url);
  const types = await loadContentTypes(c.env.DB, scope.spaceId);
  const query = parseEntryQuery(params, { resource: 'entries', contentType: (id) => types.get(id)?.definition });
  return cdaJson(c, await runCollectionQuery(c.env.DB, 'content_entries', scope, query));
});

entriesRoutes.get('/entries/:id', async (c) => {
  const { scope } = c.var;
  const id = parseEntityId(c.req.param('id'), 'Entry');
  const locale = parseSingleEntityQuery(readQuery(c.req.url));
  const [row] = await loadRowsByIds(c.env.DB, 'content_entries', scope.spaceId, [id], scope.access === 'preview');
  if (!row) throw notFound('Entry', id);
  return cdaJson(c, shapeEntity(row, 'Entry', { spaceId: scope.spaceId, environment: scope.environment, locale }));
});
