import 'server-only';
import { z } from 'zod';
import { upstreamRequest, type UpstreamService } from '..';
import { CustomerSchema, type Customer } from './auth-schemas';

/** GET /v3/customers?active=1&virtualContext=0: the caller's customers with their projects. */
export async function getCustomers(auth: UpstreamService, accessToken: string): Promise<Customer[]> {
  const answer = await upstreamRequest(auth, {
    path: '/v3/customers',
    token: accessToken,
    query: { active: 1, virtualContext: 0 },
    schema: z.union([z.array(CustomerSchema), z.object({ data: z.array(CustomerSchema) }).transform((a) => a.data)]),
  });
  return answer;
}

/** GET /customers/{id}/delivery-dates: the next possible delivery dates (fixed-delivery brands). */
export async function getDeliveryDates(auth: UpstreamService, input: { customerId: string; accessToken: string }): Promise<string[]> {
  const answer = await upstreamRequest(auth, {
    path: `/customers/${encodeURIComponent(input.customerId)}/delivery-dates`,
    token: input.accessToken,
    schema: z.union([z.array(z.string()), z.object({ data: z.array(z.string()) }).transform((a) => a.data), z.object({ dates: z.array(z.string()) }).transform((a) => a.dates)]),
  });
  return answer;
}
