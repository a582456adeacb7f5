import 'server-only';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';
import { customerHeader } from '../order/customer-header';
import { FavoriteListSchema, LineFailureSchema, type FavoriteList, type ListAccess, type ListLineFailure } from './favorite-list-schemas';

export interface SaveFavoriteListInput {
  token: string;
  customerId: string | undefined;
  listId: string;
  name?: string | undefined;
  access?: ListAccess | undefined;
  /** Create only: an id that exists already (the same form posted twice) is answered unchanged. */
  ifNew?: boolean | undefined;
  /** Only when the list is created: its first lines (save the cart as a list). */
  articles?: { articleNumber: string; quantity: number }[] | undefined;
}

const SavedSchema = FavoriteListSchema.extend({ errors: LineFailureSchema.array().default([]) });

/**
 * PUT /v2/favorites/{id} (spec point 7, body name or access). An id nobody has yet creates the
 * list; the shop makes the id once per form, so the same form posted twice makes one list.
 */
export function saveFavoriteList(commerce: UpstreamService, input: SaveFavoriteListInput): Promise<FavoriteList & { errors: ListLineFailure[] }> {
  return upstreamRequest(commerce, {
    method: 'PUT',
    path: `/v2/favorites/${encodeURIComponent(input.listId)}`,
    headers: customerHeader(input.customerId),
    body: { name: input.name, access: input.access, customerId: input.customerId, ifNew: input.ifNew, articles: input.articles },
    token: input.token,
    schema: SavedSchema,
  });
}
