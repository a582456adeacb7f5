import type { PageProps } from 'waku/router';
import { unstable_notFound as notFound } from 'waku/router/server';
import { ProductView } from '../../../features/catalogue/product/components/product-view';
import { loadProductPage } from '../../../features/catalogue/product/load-product-page';

/**
 * /produkt/{slug}, read top to bottom: the critical data (the static variant) is awaited, and an
 * unknown slug, or one outside the customer's assortment, is the Swedish 404 page. Price, stock
 * and bracket prices are deferred: ProductView streams them in Suspense boundaries, so they never
 * hold back the shell.
 */
export default async function ProductPage({ slug }: PageProps<'/produkt/[slug]'>) {
  const page = await loadProductPage(slug);
  if (!page) notFound();
  return <ProductView page={page} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
