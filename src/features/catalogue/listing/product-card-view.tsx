'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { Link } from 'waku';
import { ClientStreamed } from '../../../components/streaming/client-streamed';
import { ResponsiveImage } from '../../../components/responsive-image';
import type { RouteHref } from '../../../lib/routes/href';

/** A card is a column of the product grid: two on a phone, up to five on a wide screen. */
const CARD_SIZES = '(min-width: 80rem) 240px, (min-width: 48rem) 30vw, 50vw';

/** What a card shows of its product: the search answer's fields, the same for every buyer. */
export interface CardItem {
  path: RouteHref<'produkt-slug'>;
  image: string;
  brand: string;
  name: string;
  articleNumber: string;
  express?: true;
  discontinued?: true;
}

/** The words every card shares: the server sends one object per grid (CardTextsProvider). */
export interface CardTexts {
  articleNumber: string;
  express: string;
  discontinued: string;
}

const CardTextsContext = createContext<CardTexts | null>(null);

/** Around a grid of cards (product-grid.tsx): their shared words cross to the browser once, not per card. */
export function CardTextsProvider({ value, children }: { value: CardTexts; children: ReactNode }) {
  return <CardTextsContext value={value}>{children}</CardTextsContext>;
}

/** Same size as the offer, so nothing jumps when it streams in; its bars are CSS (listing-results.css). */
function CardOfferSkeleton() {
  return <div className="product-card__offer product-card__offer--loading" aria-hidden="true" />;
}

export interface ProductCardViewProps {
  item: CardItem;
  anchorId: string;
  eager: boolean;
  /** The per-customer price, stock, stepper and favourite star, streaming in from the server. */
  offer: ReactNode;
}

/**
 * A product in a listing, drawn in the browser from a few fields (decision 042). Drawn on the
 * server, its markup travelled twice: as HTML and again as the element tree in the page's RSC
 * payload. Image, brand, name (the link), article number and labels show at once; the offer below
 * streams in from the page's one price call, under a skeleton of its size. Its boundary is here,
 * not on the server, so each card's payload does not carry the skeleton's markup.
 */
export function ProductCardView({ item, anchorId, eager, offer }: ProductCardViewProps) {
  const texts = useContext(CardTextsContext);
  if (!texts) throw new Error('ProductCardView is drawn inside a CardTextsProvider (product-grid.tsx).');
  const headingId = `product-${item.articleNumber}`;
  return (
    <li className="product-card" id={anchorId}>
      <article className="product-card__inner" aria-labelledby={headingId}>
        <Link to={item.path} className="product-card__media" tabIndex={-1} aria-hidden="true">
          <ResponsiveImage src={item.image} alt="" width={240} height={240} sizes={CARD_SIZES} eager={eager} />
        </Link>
        <div className="product-card__body">
          <p className="product-card__brand">{item.brand}</p>
          <h3 className="product-card__name" id={headingId}>
            <Link to={item.path}>{item.name}</Link>
          </h3>
          <p className="product-card__article">
            {`${texts.articleNumber} `}
            <span className="product-card__number">{item.articleNumber}</span>
          </p>
          {item.discontinued || item.express ? (
            <ul className="product-card__tags">
              {item.express ? <li className="card-tag card-tag--express">{texts.express}</li> : null}
              {item.discontinued ? <li className="card-tag card-tag--discontinued">{texts.discontinued}</li> : null}
            </ul>
          ) : null}
        </div>
        <ClientStreamed fallback={<CardOfferSkeleton />}>{offer}</ClientStreamed>
      </article>
    </li>
  );
}
