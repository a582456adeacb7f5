import { ApiError } from '../lib/api-error';
import { requireAuth, type AuthEnv } from '../lib/bearer-auth';
import { createRouter } from '../lib/create-router';
import { limitJsonBody, validateJson, validateQuery } from '../lib/validate';
import { CUSTOMER_HEADER, requireCustomer } from '../commerce/customer-access';
import { addFavourite, deleteFavourites, listFavourites, type FavouriteOwner } from './favourite-repository';
import { DeleteFavouritesQuery, FavouriteBody, FavouritesQuery, MAX_FAVOURITES, toFavourite } from './favourite-schemas';

/**
 * The user service's favourite articles (spec point 7): GET, POST and DELETE /users/favourites.
 * Favourites belong to the caller within one of the token's customers (named by `customerId` or
 * the customer-id header, as the other user calls): nobody reads or changes another's.
 */
export const favouriteRoutes = createRouter<AuthEnv>();

const NO_STORE = { 'Cache-Control': 'private, no-store' };

const ownerOf = (auth: AuthEnv['Variables']['auth'], requested: string | undefined): FavouriteOwner => ({
  userId: auth.userId,
  customerId: requireCustomer(auth, requested).customerId,
});

favouriteRoutes.get('/users/favourites', requireAuth(), validateQuery(FavouritesQuery), async (c) => {
  const { customerId, limit } = c.req.valid('query');
  const owner = ownerOf(c.var.auth, customerId ?? c.req.header(CUSTOMER_HEADER));
  const rows = await listFavourites(c.env.DB, owner, limit);
  return c.json({ customerId: owner.customerId, limit: MAX_FAVOURITES, data: rows.map(toFavourite) }, 200, NO_STORE);
});

favouriteRoutes.post('/users/favourites', requireAuth(), limitJsonBody(), validateJson(FavouriteBody), async (c) => {
  const body = c.req.valid('json');
  const owner = ownerOf(c.var.auth, body.customerId ?? c.req.header(CUSTOMER_HEADER));
  const outcome = await addFavourite(c.env.DB, owner, body.articleNumber, Date.now());
  if (outcome.status === 'unknown_article') throw new ApiError(422, 'unknown_article', 'No article has this article number');
  if (outcome.status === 'limit') throw new ApiError(409, 'favourites_limit_reached', `At most ${MAX_FAVOURITES} favourite articles`);
  // The same star again (a double click, a second tab) is the stored favourite: 200, not a second 201.
  return c.json(toFavourite(outcome.row), outcome.status === 'created' ? 201 : 200, NO_STORE);
});

favouriteRoutes.delete('/users/favourites', requireAuth(), validateQuery(DeleteFavouritesQuery), async (c) => {
  const { customerId, favouriteIds } = c.req.valid('query');
  const owner = ownerOf(c.var.auth, customerId ?? c.req.header(CUSTOMER_HEADER));
  const deleted = await deleteFavourites(c.env.DB, owner, favouriteIds);
  return c.json({ deleted }, 200, NO_STORE);
});
