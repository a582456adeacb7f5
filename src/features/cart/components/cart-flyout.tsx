'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'waku';
import { Icon } from '../../../components/icons/icon';
import { useFlyoutFocus } from '../../../components/layout/use-flyout-focus';
import { href } from '../../../lib/routes/href';
import { loadCartSummary } from '../actions/load-cart-summary';
import { syncCartCount, useCartSnapshot } from '../cart-store';
import type { CartView } from '../cart-view';
import { fill } from '../fill-template';
import { LIST_NAMES, pushDataLayerEvent, viewCart, withListName } from '../../analytics';

/** view_cart with page type cart-flyout each time the flyout opens and shows the cart (decision 036). */
function reportFlyoutView(view: CartView | null): void {
  if (view) pushDataLayerEvent(withListName(viewCart('cart-flyout', view.analyticsItems, view.totals !== null), LIST_NAMES.cartFlyout));
}

export interface CartFlyoutTexts {
  cart: string;
  count: string;
  countOne: string;
  empty: string;
  toggle: string;
  title: string;
  toCart: string;
  more: string;
  loading: string;
  emptyCart: string;
  total: string;
  mutating: string;
  error: string;
  added: string;
}

const SHOWN_LINES = 5;

/**
 * The header's cart: a link to /cart with the line count and busy state (spec point 4, reading
 * A), a toggle opening the cart flyout with the first lines and the total (fetched on opening),
 * and the added notification for 3 s after an add anywhere on the page.
 */
export function CartFlyout({ initialCount, texts }: { initialCount: number | null; texts: CartFlyoutTexts }) {
  const snapshot = useCartSnapshot();
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<CartView | null | undefined>(undefined);
  const [notice, setNotice] = useState('');
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  // The same keyboard rules as the other header flyouts: focus into the panel, Tab cycles inside,
  // Escape closes from wherever focus is and returns it to the toggle, a press outside closes.
  useFlyoutFocus({ open, panel, root, toggle, onClose: () => setOpen(false) });

  useEffect(() => syncCartCount(initialCount), [initialCount]);
  useEffect(() => {
    if (!snapshot.notice) return;
    setNotice(snapshot.notice.text);
    const timer = setTimeout(() => setNotice(''), 3000);
    return () => clearTimeout(timer);
  }, [snapshot.notice]);
  useEffect(() => {
    if (!open) return;
    let current = true;
    setView(undefined);
    loadCartSummary().then(
      (answer) => {
        if (!current) return;
        setView(answer);
        reportFlyoutView(answer);
      },
      () => current && setView(null),
    );
    return () => {
      current = false;
    };
  }, [open]);

  const count = snapshot.lineCount ?? initialCount;
  const name = count === null || count === 0 ? texts.empty : count === 1 ? texts.countOne : fill(texts.count, { count });
  const lines = view ? view.groups.flatMap((group) => group.lines) : [];
  return (
    <div ref={root} className="cart-flyout" data-status={snapshot.status}>
      {/* The name ("Varukorg, 3 rader") comes from the content, not an aria-label, and begins with
          the visible word: what a buyer sees is what a screen reader or voice control hears. */}
      <Link to={href('cart')} className="site-header__cart" aria-busy={snapshot.status === 'mutating' || undefined}>
        <Icon name="cart" className="header-glyph" />
        <span aria-hidden="true">{texts.cart}</span>
        {count ? <span className="header-count cart-flyout__count" aria-hidden="true">{count}</span> : null}
        <span className="visually-hidden">{name}</span>
      </Link>
      <button ref={toggle} type="button" className="cart-flyout__toggle" aria-expanded={open} aria-controls={panelId} aria-label={texts.toggle} onClick={() => setOpen(!open)}>
        <span aria-hidden="true">▾</span>
      </button>
      <p className="cart-flyout__notice" role="status" aria-live="polite">
        {snapshot.status === 'mutating' ? texts.mutating : snapshot.status === 'error' ? (snapshot.error ?? texts.error) : notice}
      </p>
      <div ref={panel} id={panelId} className="cart-flyout__panel" role="dialog" aria-label={texts.title} hidden={!open}>
        <h2 className="cart-flyout__title">{texts.title}</h2>
        {view === undefined ? <p aria-busy="true">{texts.loading}</p> : null}
        {view === null ? <p>{texts.error}</p> : null}
        {view && lines.length === 0 ? <p>{texts.emptyCart}</p> : null}
        {lines.length > 0 ? (
          <ul className="cart-flyout__lines">
            {lines.slice(0, SHOWN_LINES).map((line) => (
              <li key={line.cartItemId} className="cart-flyout__line">
                {line.href ? (
                  <Link to={line.href as `/produkt/${string}`} className="cart-flyout__name" onClick={() => setOpen(false)}>
                    {line.name}
                  </Link>
                ) : (
                  <span className="cart-flyout__name">{line.name}</span>
                )}
                {line.configurationSummary ? <span className="cart-flyout__configuration">{line.configurationSummary}</span> : null}
                <span className="cart-flyout__qty">{line.quantityText}</span>
                {line.linePrice ? <span className="cart-flyout__price">{line.linePrice}</span> : null}
              </li>
            ))}
          </ul>
        ) : null}
        {lines.length > SHOWN_LINES ? <p>{fill(texts.more, { count: lines.length - SHOWN_LINES })}</p> : null}
        {view?.totals && lines.length > 0 ? (
          <p className="cart-flyout__total">
            {texts.total} <strong>{view.totals.total}</strong>
          </p>
        ) : null}
        <Link to={href('cart')} className="button button--primary cart-flyout__to-cart" onClick={() => setOpen(false)}>{texts.toCart}</Link>
      </div>
    </div>
  );
}
