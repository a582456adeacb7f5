import type { VariantSummary } from '../../../lib/catalogue/variant';
import { getPermissions, getRequestContext } from '../../../lib/request';
import { GridStarForm } from '../../favourites';
import { cardTexts, ProductCard, type CardSettings } from './product-card';
import { CardTextsProvider } from './product-card-view';
import { QuantityStepperTexts } from './quantity-stepper';

/** Cards above the fold load their images at once; the rest when scrolled to. */
const EAGER_IMAGES = 8;

/**
 * The cards of a listing as a list. Each card carries the number of its item in the whole result
 * (`item-49`), which "Visa fler" jumps to without JavaScript.
 */
export function ProductGrid({ items, firstNumber, settings }: { items: readonly VariantSummary[]; firstNumber: number; settings: CardSettings }) {
  // A buyer's offers hold a stepper, and a price unless the buyer may not see prices: their
  // skeletons take that height (listing-results.css).
  const offer = settings.canBuy ? (getPermissions().viewPrices ? 'buy' : 'buy-unpriced') : undefined;
  const grid = (
    <CardTextsProvider value={cardTexts()}>
      <ul className="product-grid" data-listing-history="" data-offer={offer}>
        {items.map((item, index) => (
          <ProductCard key={item.articleNumber} anchorId={`item-${firstNumber + index}`} position={firstNumber + index} item={item} eager={index < EAGER_IMAGES} settings={settings} />
        ))}
      </ul>
    </CardTextsProvider>
  );
  // Visitors get no star and no stepper, so no star form and no stepper texts.
  if (!getRequestContext().session) return grid;
  const withStars = <GridStarForm>{grid}</GridStarForm>;
  // The steppers' texts go to the client once per grid.
  return settings.canBuy ? <QuantityStepperTexts listName={settings.listName}>{withStars}</QuantityStepperTexts> : withStars;
}

