import './stores.css';
import { href } from '../../../lib/routes/href';
import { t } from '../../../lib/texts';
import { ContentIcon } from '../components/content-icon';
import { loadRetailers } from '../load-content';
import { byDistance, centreOf } from './distance';
import { loadPickupStores, searchStoreAddresses, type LocationStore } from './load-locations';
import { openStatus } from './opening-hours';
import { stockholmNow } from './stockholm-clock';
import { StoreFinderList, type FinderStore } from './store-finder-list';
import { RetailerList } from './retailer-list';

export const MAX_FINDER_QUERY = 100;

function statusText(store: LocationStore, now = stockholmNow()): { open: boolean; status: string } {
  const status = openStatus(store.openingHours, [], now);
  if (status.open) return { open: true, status: `${t('content.store.openNow')} · ${t('content.store.closesAt', { time: status.closesAt })}` };
  const next = status.opensAt;
  const when = !next ? '' : next.today ? t('content.store.opensToday', { time: next.time }) : t('content.store.opensAt', { day: t(`content.store.weekdaysLower.${next.day}`), time: next.time });
  return { open: false, status: when ? `${t('content.store.closedNow')} · ${when}` : t('content.store.closedNow') };
}

const toFinderStore = (store: LocationStore & { distanceKm?: number }): FinderStore => ({
  id: store.id,
  name: store.name,
  address: `${store.street}, ${store.postalCode} ${store.city}`,
  phone: store.phone,
  location: store.location,
  ...statusText(store),
  ...(store.distanceKm !== undefined ? { distanceKm: store.distanceKm } : {}),
});

/**
 * /hitta-butik: search by town or postal code through the location service; the stores nearest
 * the place found come first (measured from the middle of its stores). Without a search, or when
 * nothing matches, every store is listed by name. Works without JavaScript (a GET form).
 */
export async function StoreFinderView({ query }: { query: string }) {
  // Deferred data: a failing location service leaves a message, not an error page.
  const [stores, matches, retailers] = await Promise.all([
    loadPickupStores().catch(() => null),
    query ? searchStoreAddresses(query).catch(() => []) : Promise.resolve([]),
    loadRetailers(),
  ]);
  if (!stores) return <p className="store-finder__no-match" role="alert">{t('content.finder.unavailable')}</p>;
  const centre = centreOf(matches.map((store) => store.location));
  const list = centre ? byDistance(stores, centre) : [...stores].sort((a, b) => a.name.localeCompare(b.name, 'sv'));
  const heading = centre ? t('content.finder.nearest', { query }) : t('content.finder.allStores');
  return (
    <>
      <form className="store-search" method="get" action={href('hitta-butik')} role="search">
        <label htmlFor="store-search-q">{t('content.finder.searchLabel')}</label>
        <div className="store-search__row">
          <input id="store-search-q" name="q" type="search" defaultValue={query} maxLength={MAX_FINDER_QUERY} placeholder={t('content.finder.searchPlaceholder')} autoComplete="address-level2" />
          <button type="submit" className="button button--primary"><ContentIcon name="pin" />{t('content.finder.search')}</button>
        </div>
      </form>
      {query && !centre ? <p className="store-finder__no-match" role="status">{t('content.finder.noMatch', { query })}</p> : null}
      <section aria-labelledby="store-results-title">
        <h2 id="store-results-title" className="store-finder__heading">
          {heading} <span className="store-finder__count">{t('content.finder.count', { count: list.length })}</span>
        </h2>
        <StoreFinderList
          stores={list.map(toFinderStore)}
          texts={{
            useMyPosition: t('content.finder.useMyPosition'),
            locating: t('content.finder.locating'),
            sortedByDistance: t('content.finder.sortedByDistance'),
            positionFailed: t('content.finder.positionFailed'),
            distance: t('content.finder.distance'),
            storePage: t('content.store.storePage'),
          }}
        />
      </section>
      <RetailerList retailers={retailers} />
    </>
  );
}
