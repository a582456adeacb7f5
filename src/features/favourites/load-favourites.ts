import 'server-only';
import { cache } from 'react';
import { callAsUser, getRequestContext } from '../../lib/request';
import { UpstreamError } from '../../lib/upstream';
import type { FavouriteArticle } from '../../lib/upstream/auth/favourite-schemas';
import { getFavourites } from '../../lib/upstream/auth/get-favourites';

/**
 * The signed-in buyer's favourite articles in the customer they work in, read once per request
 * (spec point 4: favourites are known from sign-in on). Every star of a page and the header share
 * this one call, so a card is rendered starred from the start, never unstarred first.
 * Null for a visitor. Deferred data: a failing service gives no favourites, never an error page.
 */
export const loadFavouriteArticles = cache(async (): Promise<FavouriteArticle[] | null> => {
  const { session, services } = getRequestContext();
  if (!session) return null;
  try {
    return await callAsUser((token) => getFavourites(services.auth, { token, customerId: session.customerId }));
  } catch (error) {
    if (error instanceof UpstreamError) return [];
    throw error;
  }
});

/** The article numbers the buyer has starred, for the stars of a page. */
export const loadStarredArticles = async (): Promise<string[]> => ((await loadFavouriteArticles()) ?? []).map((favourite) => favourite.articleNumber);
