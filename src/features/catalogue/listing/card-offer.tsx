import { t } from '../../../lib/texts';
import { LIST_NAMES, toAnalyticsItem } from '../../analytics';
import type { ListingOffers } from './listing-offers';
import { PriceBlock } from './price-block';
import { QuantityStepper } from './quantity-stepper';
import { StockBadge } from './stock-badge';

export interface CardOfferProps {
  offers: ListingOffers;
  articleNumber: string;
  name: string;
  signInHref: string;
  stockColours: boolean;
  /** Signed-in buyers get the quantity stepper; visitors cannot buy. */
  canBuy: boolean;
  /** The analytics list this card is in (spec point 9); product_list by default. */
  listName?: string;
  /** The card's 1-based place in the whole result, for the analytics item's index. */
  position?: number;
}

/**
 * The per-customer part of a card. Every card awaits the same page-wide promise, so all of them
 * fill in from one getVariants answer while the product list is already on screen.
 */
export async function CardOffer({ offers, articleNumber, name, signInHref, stockColours, canBuy, listName = LIST_NAMES.product, position }: CardOfferProps) {
  const offer = (await offers).get(articleNumber);
  if (!offer) return null;
  // Read by the analytics observer (view_item_list, select_item): the card's data, its price only when the buyer may see it.
  const item = toAnalyticsItem({ articleNumber, name, netPrice: offer.analyticsPrice, listName, position }, 0);
  return (
    <div className="product-card__offer" data-analytics-item={JSON.stringify(item)}>
      <PriceBlock price={offer.price} signInHref={signInHref} />
      <ul className="product-card__stock">
        <StockBadge label={t('listing.stock.store')} status={offer.store} colours={stockColours} unit={offer.unit} />
        <StockBadge label={t('listing.stock.delivery')} status={offer.central} colours={stockColours} unit={offer.unit} />
      </ul>
      {offer.orderMultiple > 1 ? <p className="product-card__note">{t('listing.card.multiple', { count: offer.orderMultiple })}</p> : null}
      {!offer.online && offer.inStore ? <p className="product-card__note">{t('listing.card.onlyInStore')}</p> : null}
      {!offer.online && !offer.inStore ? <p className="product-card__note">{t('listing.card.notPurchasable')}</p> : null}
      {canBuy && offer.online ? <QuantityStepper articleNumber={articleNumber} name={name} multiple={offer.orderMultiple} /> : null}
    </div>
  );
}

/** Same size as the offer, so nothing jumps when it streams in; its bars are CSS (listing-results.css). */
export function CardOfferSkeleton() {
  return <div className="product-card__offer product-card__offer--loading" aria-hidden="true" />;
}
