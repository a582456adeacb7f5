import 'server-only';
import { z } from 'zod';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';
import { FavouriteArticleSchema, type FavouriteArticle } from './favourite-schemas';

/** GET /users/favourites (limit 50): the signed-in user's starred articles in the customer, newest first. */
export function getFavourites(auth: UpstreamService, input: { token: string; customerId: string | undefined }): Promise<FavouriteArticle[]> {
  return upstreamRequest(auth, {
    path: '/users/favourites',
    query: { customerId: input.customerId, limit: '50' },
    token: input.token,
    schema: z.object({ data: z.array(FavouriteArticleSchema).max(50) }).transform((answer) => answer.data),
  });
}
