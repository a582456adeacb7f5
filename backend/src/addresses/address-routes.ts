import { ApiError, notFound } from '../lib/api-error';
import type { AccessTokenSubject } from '../lib/access-token';
import { requireAuth, type AuthEnv } from '../lib/bearer-auth';
import { createRouter } from '../lib/create-router';
import { limitJsonBody, validateJson, validateParams, validateQuery } from '../lib/validate';
import { CUSTOMER_HEADER, requireCustomer } from '../commerce/customer-access';
import { byPreference, toAddress, type AddressRow } from './address';
import { clearPreselection, createAddress, deleteAddress, DuplicateAddressError, findAddress, listAddresses, setPreselected, updateAddress } from './address-repository';
import { AddressBody, AddressIdParams, AddressQuery, type AddressInput } from './address-schemas';
import { onlyPreselectionDiffers } from './read-only-edit';
import { addressMatches } from './address-search';

/** The address service: a customer's delivery addresses (spec point 7). */
export const addressRoutes = createRouter<AuthEnv>();

const NO_STORE = { 'Cache-Control': 'private, no-store' };
const readOnly = () => new ApiError(403, 'address_read_only', 'This address is kept by the customer register and cannot be changed here');
const duplicate = () => new ApiError(409, 'address_duplicate', 'The customer already has this address');

/** An address of one of the caller's customers; any other id is the same 404. */
async function ownAddress(db: D1Database, auth: AccessTokenSubject, id: string): Promise<AddressRow> {
  const row = await findAddress(db, id);
  if (!row || !auth.customerPermissions.some((p) => p.customerId === row.customer_id)) throw notFound('Address not found');
  return row;
}

/**
 * A read-only address keeps every field the register gave it; only the shop's own flag, whether
 * it is the customer's preselected address, may change (decision 019). Any other difference in
 * the body is the clear 403 `address_read_only`.
 */
async function preselectReadOnly(db: D1Database, row: AddressRow, body: AddressInput): Promise<AddressRow | null> {
  if (!onlyPreselectionDiffers(row, body)) throw readOnly();
  if (body.preselected === (row.preselected === 1)) return row;
  return body.preselected ? setPreselected(db, row) : clearPreselection(db, row);
}

async function updateOrRefuse(db: D1Database, row: AddressRow, body: AddressInput): Promise<AddressRow | null> {
  try {
    return await updateAddress(db, row, body, Date.now());
  } catch (error) {
    if (error instanceof DuplicateAddressError) throw duplicate();
    throw error;
  }
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
  const outcome = await createAddress(c.env.DB, access.customerId, body, Date.now());
  if (outcome.status === 'limit') throw new ApiError(409, 'address_limit', 'The customer has too many addresses');
  // The same address again (a form posted twice) is the one stored before: 200, not a second 201.
  return c.json(toAddress(outcome.row), outcome.status === 'created' ? 201 : 200, NO_STORE);
});

addressRoutes.put('/address/:id', requireAuth(), validateParams(AddressIdParams), limitJsonBody(), validateJson(AddressBody), async (c) => {
  const row = await ownAddress(c.env.DB, c.var.auth, c.req.valid('param').id);
  const body = c.req.valid('json');
  if (body.customerId && body.customerId !== row.customer_id) throw new ApiError(400, 'invalid_request', 'customerId: An address cannot move to another customer');
  const updated = row.read_only === 1 ? await preselectReadOnly(c.env.DB, row, body) : await updateOrRefuse(c.env.DB, row, body);
  if (!updated) throw notFound('Address not found');
  return c.json(toAddress(updated), 200, NO_STORE);
});

addressRoutes.delete('/address/:id', requireAuth(), validateParams(AddressIdParams), async (c) => {
  const row = await ownAddress(c.env.DB, c.var.auth, c.req.valid('param').id);
  if (row.read_only === 1) throw readOnly();
  if (!(await deleteAddress(c.env.DB, row.id))) throw notFound('Address not found');
  return c.json({ addressId: row.id, deleted: true }, 200, NO_STORE);
});
