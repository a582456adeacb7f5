'use client';

import type { ReactNode } from 'react';
import type { CartEditorTexts } from '../cart-texts';
import type { CartView } from '../cart-view';
import { CartBulkActions } from './cart-bulk-actions';
import { CartLineRow } from './cart-line-row';

/** The cart's lines, one list per delivery (method and place), and the actions on chosen lines. */
/** `favourites`: the star of each line's article, rendered on the server (the favourites feature), by article number. */
export function CartEditor({ view, texts, showPrices, favourites }: { view: CartView; texts: CartEditorTexts; showPrices: boolean; favourites?: Readonly<Record<string, ReactNode>> }) {
  return (
    <div className="cart-editor">
      <CartBulkActions texts={texts} />
      {view.groups.map((group) => (
        <section key={group.deliveryId} className="cart-delivery" aria-labelledby={`delivery-${group.deliveryId}`}>
          <h2 id={`delivery-${group.deliveryId}`} className="cart-delivery__heading">{group.heading}</h2>
          <ul className="cart-delivery__lines">
            {group.lines.map((line) => (
              // Keyed by line only: a re-render after a quantity change must not take the focus from the field being typed in.
              <CartLineRow key={line.cartItemId} line={line} choices={view.choices} texts={texts} showPrices={showPrices} favourite={favourites?.[line.articleNumber]} />
            ))}
          </ul>
          {/* Each delivery is one order: with several, its own sum shows the cart's total is theirs. */}
          {showPrices && group.totals && view.groups.length > 1 ? (
            <p className="cart-delivery__subtotal">
              {texts.deliverySubtotal} <strong>{group.totals.exclVat}</strong>
            </p>
          ) : null}
        </section>
      ))}
    </div>
  );
}
