import { z } from 'zod';

/** A favourite article as the user service answers it (spec point 3: articleNumber, favouriteId). */
export const FavouriteArticleSchema = z.object({
  favouriteId: z.number().int().positive(),
  articleNumber: z.string().min(1).max(40),
});
export type FavouriteArticle = z.infer<typeof FavouriteArticleSchema>;

/** The error id the user service refuses the 51st favourite with (spec point 5). */
export const FAVOURITES_LIMIT_CODE = 'favourites_limit_reached';
