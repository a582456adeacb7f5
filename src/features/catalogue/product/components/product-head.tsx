import { PageTitle } from '../../../../components/page-title';
import { getRequestContext } from '../../../../lib/request';
import { t } from '../../../../lib/texts';
import type { ProductPage } from '../load-product-page';

/** The meta description, also the JSON-LD description: name, maker, article number, shop. */
export const productDescription = (page: ProductPage, shop: string) =>
  t('product.metaDescription', { name: page.variant.name, brand: page.variant.brands[0]?.name ?? shop, articleNumber: page.variant.articleNumber, shop });

/** Title, meta description and canonical link, hoisted into <head> by React. */
export function ProductHead({ page }: { page: ProductPage }) {
  const { brand } = getRequestContext();
  return (
    <>
      <PageTitle title={page.variant.name} description={productDescription(page, brand.name)} />
      <link rel="canonical" href={page.url} />
    </>
  );
}
