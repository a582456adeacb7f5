import { z } from 'zod';

/** A favourite list as the service answers it (spec point 3), plus `editable` for the caller. */
export const FavoriteListSchema = z.object({
  favoriteId: z.string(),
  favoriteName: z.string(),
  access: z.enum(['PRIVATE', 'SHARED']),
  userId: z.string(),
  customerId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  totalRows: z.number(),
  user: z.object({ fullName: z.string() }),
  editable: z.boolean(),
});
export type FavoriteList = z.infer<typeof FavoriteListSchema>;
export type ListAccess = FavoriteList['access'];

export const FavoriteItemSchema = z.object({ favoriteItemId: z.string(), articleNumber: z.string(), quantity: z.number() });
export type FavoriteItem = z.infer<typeof FavoriteItemSchema>;

/** A line the service did not save, by the caller's id for it (its position when none was sent). */
export const LineFailureSchema = z.object({ id: z.string(), articleNumber: z.string().optional(), code: z.string() });
export type ListLineFailure = z.infer<typeof LineFailureSchema>;

/** The sorts getFavoriteLists takes, as the list page offers them. */
export const LIST_SORTS = ['updatedAt:desc', 'favoriteName:asc', 'favoriteName:desc', 'totalRows:desc', 'createdAt:desc'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

/** Lines a list may hold (the service's limit). */
export const LIST_LINE_LIMIT = 1_000;
