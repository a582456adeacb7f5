import type { PageProps } from 'waku/router';
import { unstable_notFound as notFound } from 'waku/router/server';
import { ServiceUnavailable } from '../../../components/feedback/service-unavailable';
import { ProductView } from '../../../features/catalogue/product/components/product-view';
import { loadProductPage } from '../../../features/catalogue/product/load-product-page';
import { AddToListPanel } from '../../../features/shopping-lists/server';
import { getRequestContext, loadPageData } from '../../../lib/request';

/**
 * /produkt/{slug}, read top to bottom: the critical data (the static variant) is awaited, and an
 * unknown slug, or one outside the customer's assortment, is the Swedish 404 page. Price, stock
 * and bracket prices are deferred: ProductView streams them in Suspense boundaries, so they never
 * hold back the shell.
 */
export default async function ProductPage({ slug }: PageProps<'/produkt/[slug]'>) {
  // The product service down or stalled past its page budget: the spec's message in the page.
  const loaded = await loadPageData(() => loadProductPage(slug));
  if (loaded.failed) return <ServiceUnavailable textKey={loaded.textKey} />;
  const page = loaded.data;
  if (!page) notFound();
  const extra = getRequestContext().session ? <AddToListPanel articleNumber={page.variant.articleNumber} unit={page.variant.unit} /> : null;
  return <ProductView page={page} extra={extra} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
