import { ApiError, notFound } from '../lib/api-error';
import type { AccessTokenSubject } from '../lib/access-token';
import { requireAuth, type AuthEnv } from '../lib/bearer-auth';
import { createRouter } from '../lib/create-router';
import { limitJsonBody, validateJson, validateParams, validateQuery } from '../lib/validate';
import { CUSTOMER_HEADER, requireCustomer } from '../commerce/customer-access';
import { byPreference, toAddress, type AddressRow } from './address';
import { createAddress, deleteAddress, findAddress, listAddresses, updateAddress } from './address-repository';
import { AddressBody, AddressIdParams, AddressQuery } from './address-schemas';
import { addressMatches } from './address-search';

/** The address service: a customer's delivery addresses (spec point 7). */
export const addressRoutes = createRouter<AuthEnv>();

const NO_STORE = { 'Cache-Control': 'private, no-store' };
const readOnly = () => new ApiError(403, 'address_read_only', 'This address is kept by the customer register and cannot be changed here');

/** An address of one of the caller's customers; any other id is the same 404. */
async function ownAddress(db: D1Database, auth: AccessTokenSubject, id: string): Promise<AddressRow> {
  const row = await findAddress(db, id);
  if (!row || !auth.customerPermissions.some((p) => p.customerId === row.customer_id)) throw notFound('Address not found');
  return row;
}

addressRoutes.get('/address', requireAuth(), validateQuery(AddressQuery), async (c) => {
  const { customerId, q } = c.req.valid('query');
  const access = requireCustomer(c.var.auth, customerId ?? c.req.header(CUSTOMER_HEADER));
  const addresses = (await listAddresses(c.env.DB, access.customerId)).map(toAddress).sort(byPreference);
  const data = q ? addresses.filter((address) => addressMatches(address, q)) : addresses;
  return c.json({ customerId: access.customerId, data }, 200, NO_STORE);
});

addressRoutes.post('/address', requireAuth(), limitJsonBody(), validateJson(AddressBody), async (c) => {
  const body = c.req.valid('json');
  const access = requireCustomer(c.var.auth, body.customerId ?? c.req.header(CUSTOMER_HEADER));
  const row = await createAddress(c.env.DB, access.customerId, body, Date.now());
  if (!row) throw new ApiError(409, 'address_limit', 'The customer has too many addresses');
  return c.json(toAddress(row), 201, NO_STORE);
});

addressRoutes.put('/address/:id', requireAuth(), validateParams(AddressIdParams), limitJsonBody(), validateJson(AddressBody), async (c) => {
  const row = await ownAddress(c.env.DB, c.var.auth, c.req.valid('param').id);
  if (row.read_only === 1) throw readOnly();
  const body = c.req.valid('json');
  if (body.customerId && body.customerId !== row.customer_id) throw new ApiError(400, 'invalid_request', 'customerId: An address cannot move to another customer');
  const updated = await updateAddress(c.env.DB, row, body, Date.now());
  if (!updated) throw notFound('Address not found');
  return c.json(toAddress(updated), 200, NO_STORE);
});

addressRoutes.delete('/address/:id', requireAuth(), validateParams(AddressIdParams), async (c) => {
  const row = await ownAddress(c.env.DB, c.var.auth, c.req.valid('param').id);
  if (row.read_only === 1) throw readOnly();
  if (!(await deleteAddress(c.env.DB, row.id))) throw notFound('Address not found');
  return c.json({ addressId: row.id, deleted: true }, 200, NO_STORE);
});
