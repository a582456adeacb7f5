import 'server-only';
import { z } from 'zod';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';
import { CustomerSchema, type Customer } from './auth-schemas';

/** GET /v3/customers?active=1&search= (admins): the customers where the caller is an admin. */
export async function getAdminCustomers(auth: UpstreamService, input: { accessToken: string; search?: string }): Promise<Customer[]> {
  const answer = await upstreamRequest(auth, {
    path: '/v3/customers',
    token: input.accessToken,
    query: { active: 1, search: input.search ?? '' },
    schema: z.object({ data: z.array(CustomerSchema) }),
  });
  return answer.data;
}
