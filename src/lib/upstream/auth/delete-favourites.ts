import 'server-only';
import { z } from 'zod';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';

/** DELETE /users/favourites?favouriteIds=: answers the ids removed (ids already gone are not). */
export function deleteFavourites(auth: UpstreamService, input: { token: string; customerId: string | undefined; favouriteIds: readonly number[] }): Promise<number[]> {
  return upstreamRequest(auth, {
    method: 'DELETE',
    path: '/users/favourites',
    query: { customerId: input.customerId, favouriteIds: input.favouriteIds.join(',') },
    token: input.token,
    schema: z.object({ deleted: z.array(z.number()) }).transform((answer) => answer.deleted),
  });
}
