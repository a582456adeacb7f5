'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'waku';
import { href } from '../../../lib/routes/href';
import { loadCartSummary } from '../actions/load-cart-summary';
import { syncCartCount, useCartSnapshot } from '../cart-store';
import type { CartView } from '../cart-view';
import { fill } from '../fill-template';

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
    loadCartSummary().then((answer) => current && setView(answer), () => current && setView(null));
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => {
      current = false;
      document.removeEventListener('pointerdown', outside);
    };
  }, [open]);

  const count = snapshot.lineCount ?? initialCount;
  const name = count === null || count === 0 ? texts.empty : count === 1 ? texts.countOne : fill(texts.count, { count });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      toggle.current?.focus();
    }
  };
  const lines = view ? view.groups.flatMap((group) => group.lines) : [];
  return (
    <div ref={root} className="cart-flyout" data-status={snapshot.status} onKeyDown={onKeyDown}>
      <Link to={href('cart')} className="site-header__cart" aria-label={name} aria-busy={snapshot.status === 'mutating' || undefined}>
        {texts.cart}
        {count ? <span className="cart-flyout__count" aria-hidden="true">{count}</span> : null}
      </Link>
      <button ref={toggle} type="button" className="cart-flyout__toggle" aria-expanded={open} aria-controls={panelId} aria-label={texts.toggle} onClick={() => setOpen(!open)}>
        <span aria-hidden="true">▾</span>
      </button>
      <p className="cart-flyout__notice" role="status" aria-live="polite">
        {snapshot.status === 'mutating' ? texts.mutating : snapshot.status === 'error' ? (snapshot.error ?? texts.error) : notice}
      </p>
      <div id={panelId} className="cart-flyout__panel" role="dialog" aria-label={texts.title} hidden={!open}>
        <h2 className="cart-flyout__title">{texts.title}</h2>
        {view === undefined ? <p aria-busy="true">{texts.loading}</p> : null}
        {view === null ? <p>{texts.error}</p> : null}
        {view && lines.length === 0 ? <p>{texts.emptyCart}</p> : null}
        {lines.length > 0 ? (
          <ul className="cart-flyout__lines">
            {lines.slice(0, SHOWN_LINES).map((line) => (
              <li key={line.cartItemId} className="cart-flyout__line">
                <span className="cart-flyout__name">{line.name}</span>
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
