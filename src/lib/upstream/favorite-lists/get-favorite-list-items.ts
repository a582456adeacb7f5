import 'server-only';
import { z } from 'zod';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';
import { customerHeader } from '../order/customer-header';
import { FavoriteItemSchema } from './favorite-list-schemas';

const ItemPageSchema = z.object({ data: z.array(FavoriteItemSchema), total: z.number(), offset: z.number(), limit: z.number(), next: z.number().nullable() });
export type FavoriteItemPage = z.infer<typeof ItemPageSchema>;

/** GET /v3/favorites/{id}/items?offset&limit: one page of a list's lines, in the order they were added. */
export function getFavoriteListItems(commerce: UpstreamService, input: { token: string; customerId: string | undefined; listId: string; offset: number; limit: number }): Promise<FavoriteItemPage> {
  return upstreamRequest(commerce, {
    path: `/v3/favorites/${encodeURIComponent(input.listId)}/items`,
    query: { offset: String(input.offset), limit: String(input.limit) },
    headers: customerHeader(input.customerId),
    token: input.token,
    schema: ItemPageSchema,
  });
}
