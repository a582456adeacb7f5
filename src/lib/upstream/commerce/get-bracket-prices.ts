import 'server-only';
import { z } from 'zod';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';

export const BracketPricesSchema = z.object({
  articleNumber: z.string(),
  unit: z.string(),
  brackets: z.array(z.object({ minQuantity: z.number(), netPrice: z.number().nullish(), discountPercentage: z.number().nullish() })),
});
export type BracketPrices = z.infer<typeof BracketPricesSchema>;

/** GET /prices/{articleNumber}/brackets: the customer's quantity prices for one article. */
export function getBracketPrices(commerce: UpstreamService, input: { articleNumber: string; customerId: string; token: string }): Promise<BracketPrices> {
  return upstreamRequest(commerce, {
    path: `/prices/${encodeURIComponent(input.articleNumber)}/brackets`,
    query: { customerId: input.customerId },
    token: input.token,
    schema: BracketPricesSchema,
  });
}
