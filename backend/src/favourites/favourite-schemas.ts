import { z } from 'zod';

/** The spec's cap on favourite articles (point 5 and 9): the 51st star is refused. */
export const MAX_FAVOURITES = 50;

const CustomerId = z.string().trim().min(1).max(40);

export const FavouritesQuery = z.object({
  customerId: CustomerId.optional(),
  limit: z.coerce.number().int().min(1).max(MAX_FAVOURITES).default(MAX_FAVOURITES),
});

/** POST /users/favourites: one article number, as the catalogue spells them (digits). */
export const FavouriteBody = z.object({
  customerId: CustomerId.optional(),
  articleNumber: z.string().trim().regex(/^\d{1,20}$/, 'Expected an article number'),
});

/**
 * DELETE /users/favourites?favouriteIds=1,2,3 (a repeated parameter means the same as a comma
 * list). Every id must be a positive integer; more than the cap in one call is refused.
 */
export const DeleteFavouritesQuery = z.object({
  customerId: CustomerId.optional(),
  favouriteIds: z
    .union([z.string(), z.array(z.string()).transform((parts) => parts.join(','))], { error: 'Expected favouriteIds' })
    .pipe(z.string().max(1000))
    .transform((value) => value.split(',').map((part) => part.trim()))
    .pipe(
      z
        .array(z.string().regex(/^[1-9]\d{0,15}$/, 'Expected favourite ids: positive integers separated by commas').transform(Number))
        .min(1)
        .max(MAX_FAVOURITES, `At most ${MAX_FAVOURITES} favourite ids`),
    ),
});

export const FavouriteRowSchema = z.object({
  id: z.number().int(),
  user_id: z.string(),
  customer_id: z.string(),
  article_number: z.string(),
  created_at: z.number(),
});
export type FavouriteRow = z.infer<typeof FavouriteRowSchema>;

/** A favourite article as the service answers it (spec point 3: articleNumber, favouriteId). */
export const toFavourite = (row: FavouriteRow) => ({
  favouriteId: row.id,
  articleNumber: row.article_number,
  createdAt: new Date(row.created_at).toISOString(),
});
