import 'server-only';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';
import { FavouriteArticleSchema, type FavouriteArticle } from './favourite-schemas';

/**
 * POST /users/favourites: stars an article; starring one already starred answers the stored
 * favourite. The 51st is a 409 with the code FAVOURITES_LIMIT_CODE (an UpstreamError).
 */
export function addFavourite(auth: UpstreamService, input: { token: string; customerId: string | undefined; articleNumber: string }): Promise<FavouriteArticle> {
  return upstreamRequest(auth, {
    method: 'POST',
    path: '/users/favourites',
    body: { customerId: input.customerId, articleNumber: input.articleNumber },
    token: input.token,
    schema: FavouriteArticleSchema,
  });
}
