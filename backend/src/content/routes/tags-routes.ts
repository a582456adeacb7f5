import { notFound } from '../cda/cda-error';
import { cdaJson } from '../cda/cda-json';
import { createCdaRouter } from '../cda/create-cda-router';
import { parseParams } from '../cda/parse-params';
import { readQuery } from '../cda/read-query';
import type { ContentScope } from '../content-env';
import { collection } from '../shape/collection';
import { link } from '../shape/sys';
import { loadTags, type ContentTag } from '../store/tag-repository';
import { parseEntityId } from './entity-id';
import { idsOf, ListParamsSchema, NoParamsSchema, page } from './list-params';

/** GET …/tags (one call gives the shop every tag name) and …/tags/{id}. */
export const tagsRoutes = createCdaRouter();

const shapeTag = (tag: ContentTag, scope: ContentScope) => ({
  name: tag.name,
  sys: {
    id: tag.id,
    type: 'Tag',
    visibility: tag.visibility,
    space: link('Space', scope.spaceId),
    environment: link('Environment', scope.environment),
    createdAt: tag.createdAt,
    updatedAt: tag.createdAt,
    version: 1,
  },
});

tagsRoutes.get('/tags', async (c) => {
  const { scope } = c.var;
  const params = parseParams(ListParamsSchema, readQuery(c.req.url));
  const { items, ...rest } = page(await loadTags(c.env.DB, scope.spaceId, idsOf(params)), params);
  return cdaJson(c, collection({ ...rest, items: items.map((tag) => shapeTag(tag, scope)) }));
});

tagsRoutes.get('/tags/:id', async (c) => {
  const { scope } = c.var;
  const id = parseEntityId(c.req.param('id'), 'Tag');
  parseParams(NoParamsSchema, readQuery(c.req.url));
  const [tag] = await loadTags(c.env.DB, scope.spaceId, [id]);
  if (!tag) throw notFound('Tag', id);
  return cdaJson(c, shapeTag(tag, scope));
});
