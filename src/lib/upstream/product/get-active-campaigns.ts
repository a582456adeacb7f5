import 'server-only';
import { z } from 'zod';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';

const CampaignSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  isAssortment: z.boolean(),
  startsOn: z.string(),
  endsOn: z.string(),
  productCount: z.number(),
});
export type Campaign = z.infer<typeof CampaignSchema>;

/** Active campaigns: for everyone, or with the customer's own when signed in. */
export async function getActiveCampaigns(product: UpstreamService, input: { token?: string | undefined; customerId?: string | undefined }): Promise<Campaign[]> {
  const forCustomer = input.token && input.customerId;
  const answer = await upstreamRequest(product, {
    path: forCustomer ? '/campaigns/active-campaigns/customer' : '/campaigns/active-campaigns',
    query: forCustomer ? { customerId: input.customerId } : undefined,
    token: input.token,
    schema: z.object({ data: z.array(CampaignSchema) }),
  });
  return answer.data;
}
