import 'server-only';
import { z } from 'zod';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';

/** DELETE /address/{id}: 404 for an address that is gone (or never was the customer's). */
export function deleteAddress(auth: UpstreamService, input: { token: string; addressId: string }): Promise<{ addressId: string }> {
  return upstreamRequest(auth, {
    method: 'DELETE',
    path: `/address/${encodeURIComponent(input.addressId)}`,
    token: input.token,
    schema: z.object({ addressId: z.string() }),
  });
}
