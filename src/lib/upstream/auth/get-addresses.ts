import 'server-only';
import { z } from 'zod';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';
import { AddressSchema, type Address } from './address-schemas';

/** GET /address?customerId[&q]: the customer's delivery addresses, preselected first. */
export async function getAddresses(auth: UpstreamService, input: { token: string; customerId: string | undefined; q?: string | undefined }): Promise<Address[]> {
  const answer = await upstreamRequest(auth, {
    path: '/address',
    query: { customerId: input.customerId, q: input.q || undefined },
    token: input.token,
    schema: z.union([z.array(AddressSchema), z.object({ data: z.array(AddressSchema) }).transform((a) => a.data)]),
  });
  return answer;
}
