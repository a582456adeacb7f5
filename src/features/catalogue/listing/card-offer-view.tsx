'use client';

import { analyticsItemProps, toAnalyticsItem } from '../../analytics';
import { FavouriteToggle, type FavouriteToggleTexts } from '../../favourites';
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
  /** Whether the buyer has starred it; absent for a visitor, who gets no star. */
  starred?: boolean;
  /** The price in the analytics observer's item (view_item_list, select_item), when the buyer may see prices. */
  analyticsPrice?: number;
}

/** What every card's offer on the page shares: sent once. */
export interface CardOfferShared {
  storeLabel: string;
  deliveryLabel: string;
  stockColours: boolean;
  /** The analytics list the cards are in. */
  listName: string;
  /** The star's words, for a signed-in buyer only. */
  star?: FavouriteToggleTexts;
}

/**
 * The per-customer part of a card: price, stock in the store and for delivery, notes, stepper, and
 * the favourite star (signed in), which CSS places over the card's image. The analytics item is
 * built here from the card's own fields, so the payload carries its name and number once.
 */
export function CardOfferView({ articleNumber, name, position, lines, shared }: { articleNumber: string; name: string; position: number | undefined; lines: CardOfferLines; shared: CardOfferShared }) {
  const item = toAnalyticsItem({ articleNumber, name, netPrice: lines.analyticsPrice, listName: shared.listName, position }, 0);
  return (
    <div className="product-card__offer" {...analyticsItemProps(item)}>
      {lines.starred === undefined || !shared.star ? null : <FavouriteToggle articleNumber={articleNumber} name={name} rendered={lines.starred} texts={shared.star} />}
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
