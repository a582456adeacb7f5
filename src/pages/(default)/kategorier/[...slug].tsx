import type { PageProps } from 'waku/router';
import { unstable_notFound as notFound } from 'waku/router/server';
import { getCatalogueContext } from '../../../features/catalogue/catalogue-context';
import { Breadcrumbs } from '../../../features/catalogue/listing/breadcrumbs';
import { allowedSort, listingCards, listingSorts } from '../../../features/catalogue/listing/listing-cards';
import { ListingHeader } from '../../../features/catalogue/listing/listing-header';
import { isCategoryPath, listingHref, parseListingQuery } from '../../../features/catalogue/listing/listing-query';
import { ListingView } from '../../../features/catalogue/listing/listing-view';
import { loadListing } from '../../../features/catalogue/listing/load-listing';
import { PageMeta, requestOrigin } from '../../../features/catalogue/listing/page-meta';
import { pageExists } from '../../../features/catalogue/listing/paging';
import { SubcategoryList } from '../../../features/catalogue/listing/subcategory-list';
import { ServiceUnavailable } from '../../../components/feedback/service-unavailable';
import { getRequestContext, loadPageData } from '../../../lib/request';
import { href } from '../../../lib/routes/href';
import { t } from '../../../lib/texts';
import { getCategoryByPath } from '../../../lib/upstream/product/get-category';

// A category listing: category, facets and the first cards are critical (unknown → 404); price
// and stock of the cards stream in afterwards from one batched call.
export default async function CategoryPage({ slug, query }: PageProps<'/kategorier/[...slug]'>) {
  const categoryPath = [slug].flat().join('/');
  if (!isCategoryPath(categoryPath)) notFound();
  const context = await getCatalogueContext();
  const sorts = listingSorts(context, { text: false });
  const parsed = parseListingQuery(new URLSearchParams(query));
  const state = { ...parsed, sort: allowedSort(parsed.sort, sorts) };
  // A product or search service that is down or stalled past its page budget shows the spec's
  // message in the part that needed it; the frame (and the breadcrumbs, once known) still renders.
  const [loadedCategory, loadedListing] = await Promise.all([
    loadPageData(() => getCategoryByPath(context.product, { path: categoryPath, assortment: context.assortment })),
    loadPageData(() => loadListing(context, { categoryPath }, state)),
  ]);
  if (loadedCategory.failed) return <div className="listing-page"><ServiceUnavailable textKey={loadedCategory.textKey} /></div>;
  const category = loadedCategory.data;
  const listing = loadedListing.failed ? undefined : loadedListing.data;
  if (!category || listing === null || (listing && !pageExists(state.page, listing.pageCount))) notFound();

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
      {listing ? (
        <ListingView
          path={path}
          base={{}}
          state={state}
          listing={listing}
          sorts={sorts}
          cards={listingCards(context, listing, listingHref(path, {}, state))}
          history
          empty={<p>{t('listing.noProductsHint')}</p>}
        />
      ) : (
        <ServiceUnavailable textKey={loadedListing.failed ? loadedListing.textKey : 'errors.technical_issues'} />
      )}
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
