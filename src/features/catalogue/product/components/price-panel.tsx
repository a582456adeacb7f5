import { Streamed } from '../../../../components/streaming/streamed';
import { getPermissions, getRequestContext } from '../../../../lib/request';
import { href } from '../../../../lib/routes/href';
import { t } from '../../../../lib/texts';
import { productPath } from '../load-product-page';
import { PriceDetails } from './price-details';
import { PanelSkeleton } from './panel-skeleton';

/**
 * The price slot. Whether a price may be shown is known from the session alone, so anonymous
 * visitors and buyers without the right to see prices get their answer in the shell; only a
 * real price waits (streamed) for the commerce call. For those two nothing price-shaped is ever
 * fetched, so nothing can reach the HTML or the RSC payload.
 */
export function PricePanel({ slug, articleNumber }: { slug: string; articleNumber: string }) {
  const { session } = getRequestContext();
  if (!session) {
    const returnTo = productPath(slug);
    return (
      <div className="product-offer product-offer--prompt">
        <a className="button button--primary product-offer__sign-in" href={href('logga-in', {}, { returnTo })}>
          {t('product.price.signIn')}
        </a>
        <p className="product-offer__note">{t('product.price.signInLead')}</p>
      </div>
    );
  }
  if (!getPermissions().viewPrices) {
    return (
      <div className="product-offer product-offer--hidden">
        <p className="product-offer__note">{t('product.price.hidden')}</p>
      </div>
    );
  }
  return (
    <Streamed fallback={<PanelSkeleton label={t('common.loading')} panel="price" />}>
      <PriceDetails articleNumber={articleNumber} />
    </Streamed>
  );
}
