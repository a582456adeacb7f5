import 'server-only';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';
import { BracketPricesSchema, type BracketPrices } from './catalogue-schemas';

/** GET /prices/{articleNumber}/brackets: the customer's quantity prices for one article. */
export function getBracketPrices(commerce: UpstreamService, input: { articleNumber: string; customerId: string; token: string }): Promise<BracketPrices> {
  return upstreamRequest(commerce, {
    path: `/prices/${encodeURIComponent(input.articleNumber)}/brackets`,
    query: { customerId: input.customerId },
    token: input.token,
    schema: BracketPricesSchema,
  });
}
