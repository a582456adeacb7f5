import { Icon } from '../../../components/icons/icon';
import { Streamed } from '../../../components/streaming/streamed';
import { getRequestContext } from '../../../lib/request';
import { t } from '../../../lib/texts';
import { loadFavouriteArticles } from '../load-favourites';
import { favouriteToggleTexts } from './favourite-star';
import { FavouritesFlyout, type FavouritesFlyoutTexts } from './favourites-flyout';
import { FavouritesLimitDialog } from './favourites-limit-dialog';

const MAX_FAVOURITES = 50;

const texts = (): FavouritesFlyoutTexts => ({
  button: t('favouriteArticles.flyout.button'),
  count: t('favouriteArticles.flyout.count'),
  countOne: t('favouriteArticles.flyout.countOne'),
  countNone: t('favouriteArticles.flyout.countNone'),
  title: t('favouriteArticles.flyout.title'),
  loading: t('favouriteArticles.flyout.loading'),
  failed: t('favouriteArticles.flyout.failed'),
  empty: t('favouriteArticles.flyout.empty'),
  articleNumber: t('favouriteArticles.flyout.articleNumber'),
  addOne: t('favouriteArticles.flyout.addOne'),
  addAll: t('favouriteArticles.flyout.addAll'),
  busy: t('favouriteArticles.flyout.busy'),
  notPurchasable: t('favouriteArticles.flyout.notPurchasable'),
  toggle: favouriteToggleTexts(),
});

async function CountedFavourites() {
  const favourites = (await loadFavouriteArticles()) ?? [];
  return <FavouritesFlyout rendered={favourites.map((favourite) => favourite.articleNumber)} texts={texts()} />;
}

/** The header's favourites beside the cart, for a signed-in buyer; visitors have none. */
export function HeaderFavourites() {
  if (!getRequestContext().session) return null;
  return (
    <>
      {/* The toggle's star and word while the count streams in: the same room, so nothing moves. */}
      <Streamed
        fallback={
          <span className="favourites-flyout favourites-flyout--loading" aria-hidden="true">
            <span className="favourites-flyout__toggle">
              <Icon name="star" className="favourites-flyout__icon" size={20} />
              <span className="favourites-flyout__word">{t('favouriteArticles.flyout.button')}</span>
            </span>
          </span>
        }
      >
        <CountedFavourites />
      </Streamed>
      <FavouritesLimitDialog
        title={t('favouriteArticles.limit.title', { max: MAX_FAVOURITES })}
        message={t('favourites.limitReached', { max: MAX_FAVOURITES })}
        close={t('favouriteArticles.limit.close')}
      />
    </>
  );
}
