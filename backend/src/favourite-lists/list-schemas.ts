import { z } from 'zod';

/**
 * Request shapes of the favourite-list service (spec point 7). Structure is checked here; whether
 * an article exists or a quantity fits its unit is answered per line, so one bad line of an import
 * does not hide the good ones. A list name's rules have their own codes (list-name.ts).
 */
export const ListId = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, 'Expected a list id');
export const ItemId = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, 'Expected a list item id');
export const ACCESS = ['PRIVATE', 'SHARED'] as const;
export type ListAccess = (typeof ACCESS)[number];

/** The most lines one list holds: a large service van, far below what would slow its page down. */
export const LIST_LINE_LIMIT = 1_000;

export const ListParams = z.object({ id: ListId });
export const ItemParams = z.object({ id: ListId, itemId: ItemId });

const ArticleNumber = z.string().trim().max(40);
const Quantity = z.number();

export const ArticleLine = z.object({ articleNumber: ArticleNumber, quantity: Quantity, id: z.union([z.string().max(40), z.number()]).optional() });
export type ArticleLineInput = z.infer<typeof ArticleLine>;

/**
 * PUT …/articles: one article and its quantity, or a list of them. 'increment' (the default) adds
 * to a line the list already has, so two people adding the same article both count.
 */
export const AddArticlesBody = z.union([
  z.object({ articles: z.array(ArticleLine).min(1).max(LIST_LINE_LIMIT), mode: z.enum(['increment', 'set']).optional() }),
  ArticleLine.extend({ mode: z.enum(['increment', 'set']).optional() }).transform(({ mode, ...line }) => ({ articles: [line], mode })),
]);

/** PUT /v2/favorites/{id}: a new list (name needed) or a change of name and/or access. */
export const SaveListBody = z.object({
  name: z.string().max(20_000).optional(),
  access: z.enum(ACCESS).optional(),
  customerId: z.string().trim().min(1).max(40).optional(),
  /** A create only: when the id exists already (the same form posted again), answer it unchanged. */
  ifNew: z.boolean().optional(),
  /** Only when the list is created: its first lines, written with it (save the cart as a list). */
  articles: z.array(ArticleLine).max(LIST_LINE_LIMIT).optional(),
});

export const UpdateItemBody = z.object({ quantity: Quantity });
export const DeleteItemsBody = z.object({ favoriteItemIds: z.array(ItemId).min(1).max(LIST_LINE_LIMIT) });

export const ItemsQuery = z.object({
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(LIST_LINE_LIMIT).default(100),
});

export const LIST_SORTS = ['updatedAt:desc', 'updatedAt:asc', 'favoriteName:asc', 'favoriteName:desc', 'totalRows:desc', 'totalRows:asc', 'createdAt:desc', 'createdAt:asc'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

/** Filters of GET /v2/favorites and getFavoriteLists (pagination, sort, access, userId, fromUpdatedAt). */
export const ListQuery = z.object({
  customerId: z.string().trim().min(1).max(40).optional(),
  access: z.enum(ACCESS).optional(),
  userId: z.string().trim().min(1).max(40).optional(),
  /** ISO date or date-time: lists changed at or after it. */
  fromUpdatedAt: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  sort: z.enum(LIST_SORTS).default('updatedAt:desc'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  /** Only lists the caller may change (the product page's "Lägg till i lista"). */
  editable: z.enum(['true', 'false']).transform((value) => value === 'true').optional(),
});
export type ListFilter = z.infer<typeof ListQuery>;
