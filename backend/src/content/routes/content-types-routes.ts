import { notFound } from '../cda/cda-error';
import { cdaJson } from '../cda/cda-json';
import { createCdaRouter } from '../cda/create-cda-router';
import { parseParams } from '../cda/parse-params';
import { readQuery } from '../cda/read-query';
import type { ContentScope } from '../content-env';
import { collection } from '../shape/collection';
import { link } from '../shape/sys';
import { loadContentTypes, type StoredContentType } from '../store/content-type-repository';
import { parseEntityId } from './entity-id';
import { idsOf, ListParamsSchema, NoParamsSchema, page } from './list-params';

/** GET …/content_types and …/content_types/{id}: the model, in the CDA content type shape. */
export const contentTypesRoutes = createCdaRouter();

const shapeContentType = ({ definition, createdAt, updatedAt }: StoredContentType, scope: ContentScope) => ({
  sys: { space: link('Space', scope.spaceId), id: definition.id, type: 'ContentType', createdAt, updatedAt, environment: link('Environment', scope.environment), revision: 1 },
  displayField: definition.displayField,
  name: definition.name,
  description: definition.description,
  fields: definition.fields,
});

contentTypesRoutes.get('/content_types', async (c) => {
  const { scope } = c.var;
  const params = parseParams(ListParamsSchema, readQuery(c.req.url));
  const ids = idsOf(params);
  const all = [...(await loadContentTypes(c.env.DB, scope.spaceId)).values()].filter((type) => !ids || ids.includes(type.definition.id));
  const { items, ...rest } = page(all, params);
  return cdaJson(c, collection({ ...rest, items: items.map((type) => shapeContentType(type, scope)) }));
});

contentTypesRoutes.get('/content_types/:id', async (c) => {
  const { scope } = c.var;
  const id = parseEntityId(c.req.param('id'), 'ContentType');
  parseParams(NoParamsSchema, readQuery(c.req.url));
  const type = (await loadContentTypes(c.env.DB, scope.spaceId)).get(id);
  if (!type) throw notFound('ContentType', id);
  return cdaJson(c, shapeContentType(type, scope));
});
