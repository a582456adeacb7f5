import type { PageProps } from 'waku/router';
import { unstable_notFound as notFound } from 'waku/router/server';
import { Streamed } from '../../../components/streaming/streamed';
import { getCatalogueContext } from '../../../features/catalogue/catalogue-context';
import { Breadcrumbs } from '../../../features/catalogue/listing/breadcrumbs';
import { CategoryListing, ListingPlaceholder } from '../../../features/catalogue/listing/category-listing';
import { allowedSort, listingSorts } from '../../../features/catalogue/listing/listing-cards';
import { ListingHeader } from '../../../features/catalogue/listing/listing-header';
import { isCategoryPath, PAGE_SIZE, parseListingQuery } from '../../../features/catalogue/listing/listing-query';
import { MAX_PAGE } from '../../../features/catalogue/listing/load-listing';
import { PageMeta, requestOrigin } from '../../../features/catalogue/listing/page-meta';
import { pageCountOf, pageExists } from '../../../features/catalogue/listing/paging';
import { SubcategoryList } from '../../../features/catalogue/listing/subcategory-list';
import { ServiceUnavailable } from '../../../components/feedback/service-unavailable';
import { getRequestContext, loadPageData } from '../../../lib/request';
import { href } from '../../../lib/routes/href';
import { t } from '../../../lib/texts';
import { getCategoryByPath } from '../../../lib/upstream/product/get-category';

// A category listing: the category is critical (unknown → 404); the listing (facets, cards) streams
// in after the frame, and price and stock of the cards after that from one batched call.
export default async function CategoryPage({ slug, query }: PageProps<'/kategorier/[...slug]'>) {
  const categoryPath = [slug].flat().join('/');
  if (!isCategoryPath(categoryPath)) notFound();
  const context = await getCatalogueContext();
  const sorts = listingSorts(context, { text: false });
  const parsed = parseListingQuery(new URLSearchParams(query));
  const state = { ...parsed, sort: allowedSort(parsed.sort, sorts) };
  // Only the category decides the answer's status (unknown → 404, a page past its products →
  // 404) and is awaited; the listing streams in below the frame (issue 13). A product service that
  // is down or stalled past its page budget shows the spec's message, in the frame.
  const loadedCategory = await loadPageData(() => getCategoryByPath(context.product, { path: categoryPath, assortment: context.assortment }));
  if (loadedCategory.failed) return <div className="listing-page"><ServiceUnavailable textKey={loadedCategory.textKey} /></div>;
  const category = loadedCategory.data;
  if (!category || state.page > MAX_PAGE || !pageExists(state.page, pageCountOf(category.productCount, PAGE_SIZE))) notFound();

  const path = href('kategorier-slug', { slug: category.path });
  const { brand } = getRequestContext();
  return (
    <div className="listing-page">
      <PageMeta
        title={category.name}
        description={t('listing.metaDescription', { name: category.name, count: category.productCount, brand: brand.name })}
        canonicalPath={path}
      />
      <Breadcrumbs trail={category.parents.map((parent) => ({ name: parent.name, href: href('kategorier-slug', { slug: parent.path }) }))} current={category.name} origin={requestOrigin()} />
      <ListingHeader title={category.name} count={category.productCount} />
      <SubcategoryList heading={t('listing.subcategories.heading')} categories={category.children} />
      <Streamed fallback={<ListingPlaceholder />}>
        <CategoryListing context={context} categoryPath={categoryPath} path={path} state={state} sorts={sorts} />
      </Streamed>
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
