import 'server-only';
import { z } from 'zod';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';
import { customerHeader } from '../order/customer-header';

/** PUT /v2/favorites/{id}/articles/batch/delete: the ids deleted (ids already gone are listed as errors). */
export async function deleteFavoriteListArticles(commerce: UpstreamService, input: { token: string; customerId: string | undefined; listId: string; itemIds: string[] }): Promise<string[]> {
  const answer = await upstreamRequest(commerce, {
    method: 'PUT',
    path: `/v2/favorites/${encodeURIComponent(input.listId)}/articles/batch/delete`,
    headers: customerHeader(input.customerId),
    body: { favoriteItemIds: input.itemIds },
    token: input.token,
    schema: z.object({ deletedFavoriteItemIds: z.array(z.string()) }),
  });
  return answer.deletedFavoriteItemIds;
}
