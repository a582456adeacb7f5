import 'server-only';
import { z } from 'zod';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';

/** GET /customers/{id}/delivery-dates: the next possible delivery dates (fixed-delivery brands). */
export async function getDeliveryDates(auth: UpstreamService, input: { customerId: string; accessToken: string }): Promise<string[]> {
  const answer = await upstreamRequest(auth, {
    path: `/customers/${encodeURIComponent(input.customerId)}/delivery-dates`,
    token: input.accessToken,
    schema: z.union([z.array(z.string()), z.object({ data: z.array(z.string()) }).transform((a) => a.data), z.object({ dates: z.array(z.string()) }).transform((a) => a.dates)]),
  });
  return answer;
}
