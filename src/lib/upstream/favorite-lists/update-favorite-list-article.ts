import 'server-only';
import { z } from 'zod';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';
import { customerHeader } from '../order/customer-header';
import { FavoriteItemSchema } from './favorite-list-schemas';

/** PUT /v2/favorites/{id}/articles/{itemId}: the line's new (absolute) quantity. */
export async function updateFavoriteListArticle(commerce: UpstreamService, input: { token: string; customerId: string | undefined; listId: string; itemId: string; quantity: number }) {
  const answer = await upstreamRequest(commerce, {
    method: 'PUT',
    path: `/v2/favorites/${encodeURIComponent(input.listId)}/articles/${encodeURIComponent(input.itemId)}`,
    headers: customerHeader(input.customerId),
    body: { quantity: input.quantity },
    token: input.token,
    schema: z.object({ favoriteItem: FavoriteItemSchema }),
  });
  return answer.favoriteItem;
}
