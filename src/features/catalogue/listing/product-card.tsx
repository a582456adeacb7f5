import type { VariantSummary } from '../../../lib/catalogue/variant';
import { href } from '../../../lib/routes/href';
import { t } from '../../../lib/texts';
import { CardOffer, type CardOfferProps } from './card-offer';
import { ProductCardView, type CardItem, type CardTexts } from './product-card-view';

export type CardSettings = Omit<CardOfferProps, 'articleNumber' | 'name' | 'position'>;

let texts: CardTexts | undefined;
/** The words every card shares, for the grid's CardTextsProvider (product-grid.tsx). */
export const cardTexts = (): CardTexts => (texts ??= { articleNumber: t('listing.card.articleNumber'), express: t('listing.card.express'), discontinued: t('listing.card.discontinued') });

/** Only what this card shows, and its flags only when set: each field crosses to the browser per card. */
function cardItem(item: VariantSummary): CardItem {
  return {
    path: href('produkt-slug', { slug: item.variantSlug }),
    image: item.image,
    brand: item.brand,
    name: item.name,
    articleNumber: item.articleNumber,
    ...(item.filterTags.includes('express-delivery') ? { express: true } : {}),
    ...(item.discontinued ? { discontinued: true } : {}),
  };
}

/**
 * A product in a listing: the card is drawn in the browser (product-card-view.tsx); the server
 * gives it the product's fields and the offer with the favourite star, which stream in below.
 */
export function ProductCard({ item, eager, settings, anchorId, position }: { item: VariantSummary; eager: boolean; settings: CardSettings; anchorId: string; position: number }) {
  return <ProductCardView item={cardItem(item)} anchorId={anchorId} eager={eager} offer={<CardOffer {...settings} articleNumber={item.articleNumber} name={item.name} position={position} />} />;
}
