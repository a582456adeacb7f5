'use client';

import { useSyncExternalStore } from 'react';
import { Link } from 'waku';
import { clearRecentlyViewed, readRecentlyViewed, readRecentlyViewedOnServer, subscribeRecentlyViewed } from '../recently-viewed';
import { href } from '../../../lib/routes/href';
import { Icon } from '../../../components/icons/icon';
import { HeaderFlyout } from '../../../components/layout/header-flyout';
import { useScriptless } from '../../../components/streaming/client-streamed';
import { ResponsiveImage } from '../../../components/responsive-image';

export interface HistoryTexts {
  toggle: string;
  title: string;
  empty: string;
  clear: string;
  /** "Art.nr {articleNumber}". */
  articleNumber: string;
}

/**
 * "Senast visade": the products this browser viewed last (kept in localStorage by the product
 * page), newest first, with "Rensa" to forget them. It is one of the header's menus, so opening
 * search closes it.
 */
export function HistoryFlyout({ texts }: { texts: HistoryTexts }) {
  // The list lives in this browser's storage, which only a script reads: without one there is nothing to show.
  if (useScriptless()) return null;
  return <ScriptedHistoryFlyout texts={texts} />;
}

function ScriptedHistoryFlyout({ texts }: { texts: HistoryTexts }) {
  const products = useSyncExternalStore(subscribeRecentlyViewed, readRecentlyViewed, readRecentlyViewedOnServer);
  return (
    <HeaderFlyout
      menuId="history"
      label={texts.title}
      className="history-flyout"
      panelClassName="history-flyout__panel"
      button={
        <>
          <Icon name="history" className="header-glyph" />
          {/* A clock beside the search on every width, its name for assistive technology: the bar
              is never wider than the page, and with the words the search field was too narrow for
              its placeholder for a signed-in buyer. */}
          <span className="visually-hidden">{texts.toggle}</span>
          {products.length > 0 ? <span className="history-flyout__count">{products.length}</span> : null}
        </>
      }
    >
      <h2 className="header-flyout__title">{texts.title}</h2>
      {products.length === 0 ? (
        <p className="history-flyout__empty">{texts.empty}</p>
      ) : (
        <>
          <ul className="history-flyout__list">
            {products.map((product) => (
              <li key={product.slug}>
                <Link to={href('produkt-slug', { slug: product.slug })} className="history-flyout__link">
                  <ResponsiveImage className="history-flyout__image" src={product.image} alt="" width={48} height={48} sizes="48px" />
                  <span className="history-flyout__text">
                    <span className="history-flyout__name">{product.name}</span>
                    <span className="history-flyout__meta">{texts.articleNumber.replace('{articleNumber}', product.articleNumber)}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <button type="button" className="history-flyout__clear" onClick={clearRecentlyViewed}>
            {texts.clear}
          </button>
        </>
      )}
    </HeaderFlyout>
  );
}
