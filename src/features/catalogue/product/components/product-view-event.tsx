import { DataLayerEventOnView, toAnalyticsItem, viewItem } from '../../../analytics';
import { getRequestContext } from '../../../../lib/request';
import { loadProductOffer } from '../load-product-offer';

/**
 * view_item for the product page (page type product-detail-page), once the price is known: the
 * same getVariants answer as the price panel (React cache), so it costs no call of its own. A
 * buyer without the right to see prices gets none: the offer never fetched one.
 */
export async function ProductViewEvent({ articleNumber, name }: { articleNumber: string; name: string }) {
  const offer = await loadProductOffer(articleNumber);
  const price = offer.price && !offer.price.askForPrice ? offer.price : undefined;
  const item = toAnalyticsItem({ articleNumber, name, netPrice: price?.netPrice, alloyingPrice: price?.alloyingPrice }, 0);
  return <DataLayerEventOnView events={[viewItem(item, getRequestContext().permissions.viewPrices)]} eventKey={articleNumber} />;
}
