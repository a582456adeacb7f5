import '../product.css';
import type { ReactNode } from 'react';
import { Streamed } from '../../../../components/streaming/streamed';
import { getPermissions, getRequestContext } from '../../../../lib/request';
import { t } from '../../../../lib/texts';
import type { ProductPage } from '../load-product-page';
import { variantChoices } from '../variant-choices';
import { ProductAttributes } from './attribute-table';
import { picturesOf } from '../variant-assets';
import { ProductDescription } from './product-description';
import { BracketTable } from './bracket-table';
import { ImageGallery, type GalleryImage, type GalleryTexts } from './image-gallery';
import { PanelSkeleton } from './panel-skeleton';
import { PricePanel } from './price-panel';
import { ProductBreadcrumbs } from './product-breadcrumbs';
import { ProductHead } from './product-head';
import { ProductStructuredData } from './product-structured-data';
import { PurchaseBox } from './purchase-box';
import { ReplacementNotice } from './replacement-notice';
import { StockPanel } from './stock-panel';
import { VariantPicker } from './variant-picker';
import { RememberProduct } from '../../../navigation';
import { WarningList } from './warning-list';
import { FavouriteStar } from '../../../favourites/server';
import { ProductViewEvent } from './product-view-event';

/**
 * The product page. Everything outside a Suspense boundary comes from the static variant and is
 * in the shell; price, stock, purchase rules and bracket prices are per customer and stream in,
 * all from one getVariants call shared through loadProductOffer.
 */
export function ProductView({ page, extra }: { page: ProductPage; extra?: ReactNode }) {
  const { variant } = page;
  const brandName = variant.brands[0]?.name;
  const loading = t('common.loading');
  return (
    <article className="product-page" data-article-number={variant.articleNumber}>
      <Streamed fallback={null}>
        <ProductViewEvent articleNumber={variant.articleNumber} name={variant.name} />
      </Streamed>
      <RememberProduct slug={variant.variantSlug} name={variant.name} articleNumber={variant.articleNumber} image={picturesOf(variant)[0]?.assetUrl ?? ''} />
      <ProductHead page={page} />
      <ProductStructuredData page={page} />
      <ProductBreadcrumbs parents={variant.product.breadcrumb.parents} name={variant.name} />
      <div className="product-page__top">
        <ImageGallery key={variant.articleNumber} images={galleryImages(page)} texts={galleryTexts()} />
        <div className="product-page__summary">
          {brandName ? <p className="product-page__brand">{brandName}</p> : null}
          <h1 className="product-page__title">
            {variant.name}
            {variant.discontinued ? <span className="product-page__badge">{t('product.discontinued')}</span> : null}
          </h1>
          <dl className="product-identifiers" aria-label={t('product.identifiers')}>
            <div>
              <dt>{t('product.articleNumber')}</dt>
              <dd>{variant.articleNumber}</dd>
            </div>
            {variant.ean ? (
              <div>
                <dt>{t('product.ean')}</dt>
                <dd>{variant.ean}</dd>
              </div>
            ) : null}
          </dl>
          <FavouriteStar articleNumber={variant.articleNumber} name={variant.name} labelled />
          <ReplacementNotice variant={variant} />
          <VariantPicker choices={variantChoices(variant.product.variants, variant.articleNumber)} />
          <div className="product-buy">
            <PricePanel slug={variant.variantSlug} articleNumber={variant.articleNumber} />
            <Streamed fallback={<PanelSkeleton label={loading} panel={purchasePanel()} />}>
              <PurchaseBox variant={variant} />
            </Streamed>
            {/* Other features' tools for the buyer (the route places "Lägg till i lista"). */}
            {extra ? <Streamed fallback={<div className="product-buy__extra-loading" aria-hidden="true" />}>{extra}</Streamed> : null}
            {/* Only some articles have quantity prices, so nothing holds their place: last in the
                box, the table moves nothing the buyer is about to press when it arrives. */}
            <Streamed fallback={null}>
              <BracketTable articleNumber={variant.articleNumber} unit={variant.unit} />
            </Streamed>
          </div>
          <Streamed fallback={<PanelSkeleton label={loading} panel="stock" />}>
            <StockPanel articleNumber={variant.articleNumber} slug={variant.variantSlug} />
          </Streamed>
        </div>
        <div className="product-page__details">
          <ProductDescription variant={variant} />
          <WarningList warnings={variant.warnings} />
          <ProductAttributes variant={variant} />
        </div>
      </div>
    </article>
  );
}

/**
 * Whose purchase box the placeholder stands for: a visitor's has a disabled row and a sign-in
 * link, a buyer without the right to order (EJ_ORDER) gets a line saying so; both are known from
 * the session, before the box streams in, and are taller than a buyer's stepper row.
 */
function purchasePanel() {
  if (!getRequestContext().session) return 'purchase-signed-out';
  return getPermissions().placeOrders ? 'purchase' : 'purchase-no-orders';
}

function galleryImages({ variant }: ProductPage): GalleryImage[] {
  const pictures = picturesOf(variant);
  return pictures.map((image, index) => ({
    src: image.assetUrl,
    alt: image.assetLabel ?? variant.name,
    tabLabel: t('product.gallery.showImage', { number: index + 1, total: pictures.length }),
  }));
}

const galleryTexts = (): GalleryTexts => ({ label: t('product.gallery.label'), thumbnails: t('product.gallery.thumbnails'), hint: t('product.gallery.hint') });
