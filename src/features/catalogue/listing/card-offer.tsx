import { cache } from 'react';
import { stockQuantityLabel, type StockStatus } from '../../../lib/catalogue/stock-status';
import { t } from '../../../lib/texts';
import { LIST_NAMES } from '../../analytics';
import { favouriteToggleTexts, loadCardStarred } from '../../favourites/server';
import { CardOfferView, type CardOfferLines, type CardOfferShared } from './card-offer-view';
import type { ListingOffers } from './listing-offers';
import type { CardOffer as Offer, PriceView } from './offer-view';
import type { AmountTexts, PriceLine } from './price-block';
import type { StockLine } from './stock-badge';

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

// One object per page for what every card shares (cache lasts one request): React sends an
// object it has sent before as a reference, so these words cross to the browser once.
// The star's words only for a signed-in buyer: a visitor's page never names favourites.
const offerShared = cache((stockColours: boolean, listName: string, signedIn: boolean): CardOfferShared => ({
  storeLabel: t('listing.stock.store'),
  deliveryLabel: t('listing.stock.delivery'),
  stockColours,
  listName,
  ...(signedIn ? { star: favouriteToggleTexts() } : {}),
}));
const amountTexts = cache((): AmountTexts => ({ campaign: t('listing.card.campaign'), preCampaign: t('listing.card.preCampaign'), exVat: t('listing.card.exVat') }));
const signInTexts = cache((href: string) => ({ signIn: t('listing.card.signInForPrice'), href }));
const askTexts = cache(() => ({ ask: t('listing.card.askForPrice') }));
const unavailableTexts = cache(() => ({ unavailable: t('listing.card.priceUnavailable') }));

function priceLine(price: PriceView, signInHref: string): PriceLine | undefined {
  switch (price.kind) {
    case 'hidden':
      return undefined;
    case 'sign-in':
      return { kind: 'sign-in', texts: signInTexts(signInHref) };
    case 'ask':
      return { kind: 'ask', texts: askTexts() };
    case 'unavailable':
      return { kind: 'unavailable', texts: unavailableTexts() };
    case 'amount':
      return {
        kind: 'amount',
        amount: price.amount,
        unit: price.unit,
        ...(price.before ? { before: price.before } : {}),
        ...(price.alloying ? { alloying: t('listing.card.alloying', { price: price.alloying, unit: price.unit }) } : {}),
        texts: amountTexts(),
      };
  }
}

function stockLine(status: StockStatus, unit: string | undefined): StockLine {
  const quantity = stockQuantityLabel(status, unit);
  return { text: status.text, colour: status.colour, ...(quantity ? { quantity } : {}) };
}

function offerNotes(offer: Offer): string[] {
  return [
    ...(offer.orderMultiple > 1 ? [t('listing.card.multiple', { count: offer.orderMultiple })] : []),
    ...(!offer.online && offer.inStore ? [t('listing.card.onlyInStore')] : []),
    ...(!offer.online && !offer.inStore ? [t('listing.card.notPurchasable')] : []),
  ];
}

/**
 * The per-customer part of a card: its offer and its favourite star. Every card awaits the same
 * page-wide promises (one getVariants answer, one favourites call), so all of them fill in together
 * while the product list is already on screen. The browser draws it (card-offer-view.tsx) from the
 * lines worded here.
 */
export async function CardOffer({ offers, articleNumber, name, signInHref, stockColours, canBuy, listName = LIST_NAMES.product, position }: CardOfferProps) {
  const [all, starred] = await Promise.all([offers, loadCardStarred(articleNumber)]);
  const offer = all.get(articleNumber);
  if (!offer) return null;
  const price = priceLine(offer.price, signInHref);
  const notes = offerNotes(offer);
  const lines: CardOfferLines = {
    ...(price ? { price } : {}),
    store: stockLine(offer.store, offer.unit),
    central: stockLine(offer.central, offer.unit),
    ...(notes.length > 0 ? { notes } : {}),
    ...(canBuy && offer.online ? { multiple: offer.orderMultiple, ...(offer.unit ? { unit: offer.unit } : {}) } : {}),
    ...(starred === undefined ? {} : { starred }),
    // The analytics item's price, only when the buyer may see it; the card builds the rest.
    ...(offer.analyticsPrice === undefined ? {} : { analyticsPrice: offer.analyticsPrice }),
  };
  return <CardOfferView articleNumber={articleNumber} name={name} position={position} lines={lines} shared={offerShared(stockColours, listName, starred !== undefined)} />;
}
