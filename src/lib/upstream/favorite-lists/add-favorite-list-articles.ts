import 'server-only';
import { z } from 'zod';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';
import { customerHeader } from '../order/customer-header';
import { FavoriteItemSchema, LineFailureSchema } from './favorite-list-schemas';

const AddedSchema = z.object({ favoriteItems: z.array(FavoriteItemSchema), errors: z.array(LineFailureSchema) });
export type AddedToList = z.infer<typeof AddedSchema>;

/**
 * PUT /v2/favorites/{id}/articles: articles and quantities (one or many). A line the list has
 * already gets the quantity added (both count when two people add at once). When no line could
 * be saved the service answers 409/422 with the same per-line errors, which are data here.
 */
export function addFavoriteListArticles(commerce: UpstreamService, input: { token: string; customerId: string | undefined; listId: string; articles: { id?: string; articleNumber: string; quantity: number }[] }): Promise<AddedToList> {
  return upstreamRequest(commerce, {
    method: 'PUT',
    path: `/v2/favorites/${encodeURIComponent(input.listId)}/articles`,
    headers: customerHeader(input.customerId),
    body: { articles: input.articles },
    token: input.token,
    schema: AddedSchema,
    answerStatuses: [409, 422],
  });
}
