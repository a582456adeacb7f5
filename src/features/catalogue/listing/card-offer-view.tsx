'use client';

import type { ReactNode } from 'react';
import { CardQuantityStepper } from './card-stepper-context';
import { PriceBlock, type PriceLine } from './price-block';
import { StockBadge, type StockLine } from './stock-badge';

/** One card's offer, worded on the server (card-offer.tsx). */
export interface CardOfferLines {
  /** Absent for a buyer who may not see prices. */
  price?: PriceLine;
  store: StockLine;
  central: StockLine;
  /** "Säljs i antal om 10", "Finns endast i butik", … */
  notes?: string[];
  /** Set when the buyer can put the article in the cart online: its order multiple… */
  multiple?: number;
  /** …and its unit ("M" takes 2,5; pieces are whole), which the cart's quantity check needs. */
  unit?: string;
  /** The analytics observer's item (view_item_list, select_item). */
  analyticsItem: string;
}

/** What every card's offer on the page shares: sent once. */
export interface CardOfferShared {
  storeLabel: string;
  deliveryLabel: string;
  stockColours: boolean;
}

/**
 * The per-customer part of a card: price, stock in the store and for delivery, notes, stepper, and
 * the favourite star (signed in), which CSS places over the card's image.
 */
export function CardOfferView({ articleNumber, name, lines, shared, star }: { articleNumber: string; name: string; lines: CardOfferLines; shared: CardOfferShared; star: ReactNode }) {
  return (
    <div className="product-card__offer" data-analytics-item={lines.analyticsItem}>
      {star}
      {lines.price ? <PriceBlock price={lines.price} /> : null}
      <ul className="product-card__stock">
        <StockBadge label={shared.storeLabel} line={lines.store} colours={shared.stockColours} />
        <StockBadge label={shared.deliveryLabel} line={lines.central} colours={shared.stockColours} />
      </ul>
      {lines.notes?.map((note) => (
        <p key={note} className="product-card__note">
          {note}
        </p>
      ))}
      {lines.multiple === undefined ? null : <CardQuantityStepper articleNumber={articleNumber} name={name} multiple={lines.multiple} unit={lines.unit ?? 'st'} />}
    </div>
  );
}
