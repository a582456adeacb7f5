import 'server-only';
import { z } from 'zod';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';
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
