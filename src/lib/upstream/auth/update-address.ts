import 'server-only';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';
import { AddressSchema, type Address, type NewAddress } from './address-schemas';

/**
 * PUT /address/{id}: the whole address again, preselected or not. A read-only address takes only
 * a change of `preselected` (403 `address_read_only` otherwise); an edit into a copy of another
 * address is 409 `address_duplicate`.
 */
export function updateAddress(auth: UpstreamService, input: { token: string; addressId: string; address: NewAddress }): Promise<Address> {
  return upstreamRequest(auth, {
    method: 'PUT',
    path: `/address/${encodeURIComponent(input.addressId)}`,
    body: input.address,
    token: input.token,
    schema: AddressSchema,
  });
}
