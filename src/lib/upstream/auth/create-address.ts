import 'server-only';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';
import { AddressSchema, type Address, type NewAddress } from './address-schemas';

/** POST /address: a new delivery address for the customer. */
export function createAddress(auth: UpstreamService, input: { token: string; customerId: string | undefined; address: NewAddress }): Promise<Address> {
  return upstreamRequest(auth, {
    method: 'POST',
    path: '/address',
    body: { customerId: input.customerId, ...input.address },
    token: input.token,
    schema: AddressSchema,
  });
}
