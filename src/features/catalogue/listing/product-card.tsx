import { Suspense } from 'react';
import { Link } from 'waku';
import type { VariantSummary } from '../../../lib/catalogue/variant';
import { href } from '../../../lib/routes/href';
import { t } from '../../../lib/texts';
import { CardOffer, CardOfferSkeleton, type CardOfferProps } from './card-offer';
import { ResponsiveImage } from '../../../components/responsive-image';
import { FavouriteStar } from '../../favourites/server';

/** A card is a column of the product grid: two on a phone, up to five on a wide screen. */
const CARD_SIZES = '(min-width: 80rem) 240px, (min-width: 48rem) 30vw, 50vw';

export type CardSettings = Omit<CardOfferProps, 'articleNumber' | 'name' | 'position'>;

/**
 * A product in a listing: image, brand, name (the link), article number and labels render at once
 * from the search answer; price, stock and quantity stream in below from the page's one call.
 */
export function ProductCard({ item, eager, settings, anchorId, position }: { item: VariantSummary; eager: boolean; settings: CardSettings; anchorId: string; position: number }) {
  const path = href('produkt-slug', { slug: item.variantSlug });
  const headingId = `product-${item.articleNumber}`;
  return (
    <li className="product-card" id={anchorId}>
      <article className="product-card__inner" aria-labelledby={headingId}>
        <Link to={path} className="product-card__media" tabIndex={-1} aria-hidden="true">
          <ResponsiveImage src={item.image} alt="" width={240} height={240} sizes={CARD_SIZES} eager={eager} />
        </Link>
        <div className="product-card__body">
          <p className="product-card__brand">{item.brand}</p>
          <h3 className="product-card__name" id={headingId}>
            <Link to={path}>{item.name}</Link>
          </h3>
          <p className="product-card__article">
            {`${t('listing.card.articleNumber')} `}
            <span className="product-card__number">{item.articleNumber}</span>
          </p>
          <FavouriteStar articleNumber={item.articleNumber} name={item.name} />
          {item.discontinued || item.filterTags.includes('express-delivery') ? (
            <ul className="product-card__tags">
              {item.filterTags.includes('express-delivery') ? <li className="card-tag card-tag--express">{t('listing.card.express')}</li> : null}
              {item.discontinued ? <li className="card-tag card-tag--discontinued">{t('listing.card.discontinued')}</li> : null}
            </ul>
          ) : null}
        </div>
        <Suspense fallback={<CardOfferSkeleton />}>
          <CardOffer {...settings} articleNumber={item.articleNumber} name={item.name} position={position} />
        </Suspense>
      </article>
    </li>
  );
}
