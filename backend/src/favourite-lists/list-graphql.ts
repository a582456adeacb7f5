import type { GraphQLSchema } from 'graphql';
import { z } from 'zod';
import { ApiError, badRequest } from '../lib/api-error';
import { describeIssues } from '../lib/validate';
import type { CommerceContext } from '../commerce/get-variants';
import { findVisibleLists } from './find-lists';
import { loadItems } from './list-repository';
import { ListQuery, LIST_LINE_LIMIT } from './list-schemas';
import { toItemView } from './list-view';

/**
 * getFavoriteLists (spec point 7) in the commerce GraphQL schema, merged by
 * commerce/graphql-schema.ts: the caller's own and the customer's shared lists, paged, with
 * `next` the offset of the following page (null on the last). favoriteItems is resolved only when
 * asked for, one query per list shown.
 */
export const FAVORITE_LISTS_SDL = /* GraphQL */ `
  extend type Query {
    getFavoriteLists(pagination: PaginationInput, sort: String, access: String, userId: String, fromUpdatedAt: String, customerId: String, editable: Boolean): FavoriteListPage!
  }

  input PaginationInput { limit: Int, offset: Int }

  type FavoriteListPage {
    data: [FavoriteList!]!
    "Offset of the next page; null on the last page."
    next: Int
    total: Int!
  }

  type FavoriteList {
    favoriteId: String!
    favoriteName: String!
    "PRIVATE (the owner only) or SHARED (every user of the customer)."
    access: String!
    userId: String!
    customerId: String!
    createdAt: String!
    updatedAt: String!
    totalRows: Int!
    user: FavoriteListUser!
    "Whether the caller may rename, share, delete or change the lines."
    editable: Boolean!
    favoriteItems(offset: Int, limit: Int): [FavoriteItem!]!
  }

  type FavoriteListUser { fullName: String! }

  type FavoriteItem { favoriteItemId: String!, articleNumber: String!, quantity: Float! }
`;

const ArgsSchema = z.object({
  pagination: z.object({ limit: z.number().nullish(), offset: z.number().nullish() }).nullish(),
  sort: z.string().nullish(),
  access: z.string().nullish(),
  userId: z.string().nullish(),
  fromUpdatedAt: z.string().nullish(),
  customerId: z.string().nullish(),
  editable: z.boolean().nullish(),
});

const ItemArgs = z.object({ offset: z.number().int().min(0).nullish(), limit: z.number().int().min(1).max(LIST_LINE_LIMIT).nullish() });

async function getFavoriteLists(rawArgs: unknown, context: CommerceContext) {
  if (!context.auth) throw new ApiError(401, 'invalid_token', 'Invalid token', { 'WWW-Authenticate': 'Bearer error="invalid_token"' });
  const auth = context.auth;
  const parsedArgs = ArgsSchema.safeParse(rawArgs);
  if (!parsedArgs.success) throw badRequest(describeIssues(parsedArgs.error));
  const args = parsedArgs.data;
  const defined = <T>(value: T | null | undefined) => value ?? undefined;
  const filter = ListQuery.safeParse({
    limit: defined(args.pagination?.limit),
    offset: defined(args.pagination?.offset),
    sort: defined(args.sort),
    access: defined(args.access),
    userId: defined(args.userId),
    fromUpdatedAt: defined(args.fromUpdatedAt),
    customerId: defined(args.customerId),
    editable: args.editable === true ? 'true' : undefined,
  });
  if (!filter.success) throw badRequest(describeIssues(filter.error));
  const page = await findVisibleLists(context.db, auth, filter.data, context.customerHeader);
  return {
    ...page,
    data: page.data.map((list) => ({
      ...list,
      favoriteItems: async (rawItemArgs: unknown) => {
        const parsed = ItemArgs.safeParse(rawItemArgs);
        if (!parsed.success) throw badRequest(describeIssues(parsed.error));
        const rows = await loadItems(context.db, list.favoriteId, { offset: parsed.data.offset ?? 0, limit: parsed.data.limit ?? LIST_LINE_LIMIT });
        return rows.map(toItemView);
      },
    })),
  };
}

/** Sets getFavoriteLists's resolver on the built schema. */
export function withFavoriteListResolvers(schema: GraphQLSchema): GraphQLSchema {
  const field = schema.getQueryType()?.getFields()['getFavoriteLists'];
  if (field) field.resolve = (_root, args, context: CommerceContext) => getFavoriteLists(args, context);
  return schema;
}
