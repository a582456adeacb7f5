'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'waku';
import { useFlyoutFocus } from '../../../components/layout/use-flyout-focus';
import { ResponsiveImage } from '../../../components/responsive-image';
import { Icon } from '../../../components/icons/icon';
import { href } from '../../../lib/routes/href';
import { useCartAction } from '../../cart';
import { addFavouritesToCart } from '../actions/add-favourites-to-cart';
import { loadFavouritesFlyout } from '../actions/load-favourites-flyout';
import { isStarred, starredArticles, useFavouritesSnapshot } from '../favourites-store';
import { FAVOURITES_FLYOUT_LIST, type FavouritesFlyoutView } from '../favourites-flyout-view';
import { FavouriteToggle, type FavouriteToggleTexts } from './favourite-toggle';
import { analyticsItemProps, LIST_NAMES } from '../../analytics';

export interface FavouritesFlyoutTexts {
  button: string;
  count: string;
  countOne: string;
  countNone: string;
  title: string;
  loading: string;
  failed: string;
  empty: string;
  articleNumber: string;
  addOne: string;
  addAll: string;
  busy: string;
  notPurchasable: string;
  toggle: FavouriteToggleTexts;
}

/**
 * The header's favourites (spec point 2): a button with the number of starred articles opening a
 * flyout that lists them (fetched on opening) with image, name, article number, price and stock,
 * "Lägg i varukorg" per article and for all, and the star to remove one. The same keyboard rules
 * as the cart flyout (useFlyoutFocus).
 */
export function FavouritesFlyout({ rendered, texts }: { rendered: string[]; texts: FavouritesFlyoutTexts }) {
  const favourites = useFavouritesSnapshot();
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<FavouritesFlyoutView | null | undefined>(undefined);
  const [state, addAction, adding] = useCartAction(addFavouritesToCart, { listName: LIST_NAMES.favouritesFlyout });
  const panelId = useId();
  const formId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useFlyoutFocus({ open, panel, root, toggle, onClose: () => setOpen(false) });
  const focusedItem = useRef(-1);

  useEffect(() => {
    if (!open) return;
    let current = true;
    setView(undefined);
    loadFavouritesFlyout().then((answer) => current && setView(answer), () => current && setView(null));
    return () => {
      current = false;
    };
  }, [open]);

  const count = starredArticles(favourites, rendered).size;
  const name = count === 0 ? texts.countNone : count === 1 ? texts.countOne : texts.count.replace('{count}', String(count));
  // An article unstarred in the open flyout leaves the list at once (the store follows the service).
  const items = view ? view.items.filter((item) => isStarred(favourites, item.articleNumber, true)) : [];

  // An article unstarred here leaves the list and would take focus down with it: the star that
  // took its place gets focus (the one before it at the end, the title when the list is empty).
  useEffect(() => {
    const current = panel.current;
    if (!open || !current || focusedItem.current < 0 || current.contains(document.activeElement)) return;
    if (document.activeElement !== null && document.activeElement !== document.body) return;
    const stars = current.querySelectorAll<HTMLElement>('.favourites-flyout__item .favourite-toggle__button');
    (stars[Math.min(focusedItem.current, stars.length - 1)] ?? current.querySelector<HTMLElement>('.favourites-flyout__title'))?.focus();
  }, [items.length, open]);
  return (
    <div ref={root} className="favourites-flyout">
      <button ref={toggle} type="button" className="favourites-flyout__toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        <Icon name="star" className="favourites-flyout__icon" size={20} />
        <span className="favourites-flyout__word" aria-hidden="true">{texts.button}</span>
        {count > 0 ? <span className="header-count favourites-flyout__count" aria-hidden="true">{count}</span> : null}
        <span className="visually-hidden">{name}</span>
      </button>
      <div ref={panel} id={panelId} className="favourites-flyout__panel" role="dialog" aria-label={texts.title} hidden={!open}>
        <h2 className="favourites-flyout__title" tabIndex={-1}>{texts.title}</h2>
        {view === undefined ? <p aria-busy="true">{texts.loading}</p> : null}
        {view === null ? <p>{texts.failed}</p> : null}
        {view && items.length === 0 ? <p className="favourites-flyout__empty">{texts.empty}</p> : null}
        {items.length > 0 ? (
          <>
            <ul
              className="favourites-flyout__items"
              data-list-name={FAVOURITES_FLYOUT_LIST}
              onFocus={(event) => {
                const item = (event.target as HTMLElement).closest('li');
                focusedItem.current = item ? [...event.currentTarget.children].indexOf(item) : -1;
              }}
            >
              {items.map((item) => (
                <li key={item.articleNumber} className="favourites-flyout__item" data-article-number={item.articleNumber} {...analyticsItemProps(item.analyticsItem)}>
                  {item.image ? <ResponsiveImage src={item.image} alt="" width={64} height={64} sizes="64px" className="favourites-flyout__image" /> : <span className="favourites-flyout__image" />}
                  <div className="favourites-flyout__body">
                    {item.slug ? (
                      <Link to={href('produkt-slug', { slug: item.slug })} className="favourites-flyout__name" onClick={() => setOpen(false)}>{item.name}</Link>
                    ) : (
                      <span className="favourites-flyout__name">{item.name}</span>
                    )}
                    <span className="favourites-flyout__number">{`${texts.articleNumber} ${item.articleNumber}`}</span>
                    {item.price ? <span className="favourites-flyout__price">{item.price}</span> : null}
                    {item.stock.map((line) => <span key={line} className="favourites-flyout__stock">{line}</span>)}
                  </div>
                  <div className="favourites-flyout__actions">
                    <FavouriteToggle articleNumber={item.articleNumber} name={item.name} rendered texts={texts.toggle} />
                    {item.canBuy ? (
                      <button type="submit" form={formId} name="articleNumber" value={item.articleNumber} className="button button--secondary favourites-flyout__add" disabled={adding}>
                        <span aria-hidden="true">{texts.addOne}</span>
                        <span className="visually-hidden">{`${texts.addOne}: ${item.name}`}</span>
                      </button>
                    ) : (
                      <span className="favourites-flyout__note">{texts.notPurchasable}</span>
                    )}
                  </div>
                </li>
              ))}
            </ul>
            {/* The stars are forms of their own, so the add buttons reach this form by its id. */}
            <form id={formId} action={addAction} aria-busy={adding || undefined} className="favourites-flyout__form">
              <button type="submit" name="scope" value="all" className="button button--primary favourites-flyout__add-all" disabled={adding}>{adding ? texts.busy : texts.addAll}</button>
            </form>
          </>
        ) : null}
        <p className="favourites-flyout__result" role="status" aria-live="polite">{state.message}</p>
      </div>
    </div>
  );
}
