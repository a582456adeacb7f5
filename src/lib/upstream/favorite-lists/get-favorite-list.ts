import 'server-only';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';
import { customerHeader } from '../order/customer-header';
import { FavoriteListSchema, type FavoriteList } from './favorite-list-schemas';

/** GET /v2/favorites/{id}: one list; 404 for a list the buyer may not see (or that is gone). */
export function getFavoriteList(commerce: UpstreamService, input: { token: string; customerId: string | undefined; listId: string }): Promise<FavoriteList> {
  return upstreamRequest(commerce, {
    path: `/v2/favorites/${encodeURIComponent(input.listId)}`,
    headers: customerHeader(input.customerId),
    token: input.token,
    schema: FavoriteListSchema,
  });
}
