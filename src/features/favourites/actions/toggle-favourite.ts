'use server';

import { z } from 'zod';
import { actionFailure, callAsUser, formOnlyArgs, getRequestContext, parsedAction, requireSession } from '../../../lib/request';
import { t } from '../../../lib/texts';
import { upstreamErrorCode } from '../../../lib/upstream';
import { addFavourite } from '../../../lib/upstream/auth/add-favourite';
import { deleteFavourites } from '../../../lib/upstream/auth/delete-favourites';
import { FAVOURITES_LIMIT_CODE } from '../../../lib/upstream/auth/favourite-schemas';
import { getFavourites } from '../../../lib/upstream/auth/get-favourites';
import type { FavouriteToggleState } from '../favourite-toggle-state';

const MAX_FAVOURITES = 50;

const ToggleFields = z.object({
  articleNumber: z.string().trim().regex(/^\d{1,20}$/),
  starred: z.enum(['true', 'false']).transform((value) => value === 'true'),
});

/**
 * The wish as a star's own form sends it (articleNumber, starred), or as a card's star in a grid
 * posts it without script: the grid's one form with the pressed button's `star=<article>` or
 * `unstar=<article>` (grid-star-form.tsx).
 */
function wishOf(form: FormData) {
  const star = form.get('star');
  const unstar = form.get('unstar');
  if (star !== null || unstar !== null) return { articleNumber: star ?? unstar, starred: star !== null ? 'true' : 'false' };
  return { articleNumber: form.get('articleNumber') ?? '', starred: form.get('starred') ?? '' };
}

/**
 * Stars or unstars one article. The browser says which state it wants, not "toggle": a double
 * click sends the same wish twice, and the service keeps one favourite whatever the order of
 * arrival (a second star of the same article is the stored one). The answer carries the whole
 * list afterwards, so every star on the page and the header follow the service, not a guess.
 * The 51st star is refused by the service (favourites_limit_reached): 'limit', nothing added.
 */
export const toggleFavourite = parsedAction(formOnlyArgs(), (failure): FavouriteToggleState => ({ status: 'failed', message: failure.message }), async (form): Promise<FavouriteToggleState> => {
  try {
    const session = requireSession();
    const fields = ToggleFields.safeParse(wishOf(form));
    if (!fields.success) return { status: 'failed', message: t('errors.bad_request') };
    const { articleNumber, starred } = fields.data;
    const { services } = getRequestContext();
    const customerId = session.customerId;
    return await callAsUser(async (token) => {
      const listed = async () => (await getFavourites(services.auth, { token, customerId })).map((favourite) => favourite.articleNumber);
      if (starred) {
        try {
          await addFavourite(services.auth, { token, customerId, articleNumber });
        } catch (error) {
          if (upstreamErrorCode(error) !== FAVOURITES_LIMIT_CODE) throw error;
          return { status: 'limit', message: t('favourites.limitReached', { max: MAX_FAVOURITES }), starred: await listed() };
        }
        return { status: 'done', message: '', starred: await listed() };
      }
      const current = await getFavourites(services.auth, { token, customerId });
      const ids = current.filter((favourite) => favourite.articleNumber === articleNumber).map((favourite) => favourite.favouriteId);
      if (ids.length > 0) await deleteFavourites(services.auth, { token, customerId, favouriteIds: ids });
      return { status: 'done', message: '', starred: current.filter((favourite) => !ids.includes(favourite.favouriteId)).map((favourite) => favourite.articleNumber) };
    });
  } catch (error) {
    return { status: 'failed', message: actionFailure(error, 'favouriteArticles.toggle.failed').message };
  }
});
