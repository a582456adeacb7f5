import 'server-only';
import { z } from 'zod';
import { CategoryRefSchema } from '../../catalogue/variant';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';

const AssortmentSchema = z.object({
  customerId: z.string(),
  assortment: z.object({ id: z.string(), name: z.string(), categories: z.array(CategoryRefSchema) }),
});
export type CustomerAssortment = z.infer<typeof AssortmentSchema>['assortment'];

/** GET /customers/{id}/assortment. */
export async function getCustomerAssortment(product: UpstreamService, input: { customerId: string; token: string }): Promise<CustomerAssortment> {
  const answer = await upstreamRequest(product, { path: `/customers/${encodeURIComponent(input.customerId)}/assortment`, token: input.token, schema: AssortmentSchema });
  return answer.assortment;
}
