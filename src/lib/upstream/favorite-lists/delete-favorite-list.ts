import 'server-only';
import { z } from 'zod';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';
import { customerHeader } from '../order/customer-header';

/** DELETE /v2/favorites/{id}: 204; 404 when it is gone already, 403 when the buyer may not. */
export async function deleteFavoriteList(commerce: UpstreamService, input: { token: string; customerId: string | undefined; listId: string }): Promise<void> {
  await upstreamRequest(commerce, {
    method: 'DELETE',
    path: `/v2/favorites/${encodeURIComponent(input.listId)}`,
    headers: customerHeader(input.customerId),
    token: input.token,
    schema: z.undefined(),
  });
}
