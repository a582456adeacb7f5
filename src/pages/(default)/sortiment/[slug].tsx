import type { PageProps } from 'waku/router';
import { unstable_notFound as notFound } from 'waku/router/server';
import { Link } from 'waku';
import { CategoryIcon } from '../../../features/navigation/components/category-icon';
import { getCatalogueContext } from '../../../features/catalogue/catalogue-context';
import { AssortmentTile } from '../../../features/catalogue/listing/assortment-tile';
import { Breadcrumbs } from '../../../features/catalogue/listing/breadcrumbs';
import { ListingHeader } from '../../../features/catalogue/listing/listing-header';
import { loadMenu } from '../../../features/catalogue/listing/load-menu';
import { PageMeta, requestOrigin } from '../../../features/catalogue/listing/page-meta';
import { isCategoryIcon } from '../../../features/navigation/nav-category';
import { getRequestContext } from '../../../lib/request';
import { href } from '../../../lib/routes/href';
import { t } from '../../../lib/texts';
import { getCategoryByPath } from '../../../lib/upstream/product/get-category';

// One top category of the assortment and its subtree: its categories as tiles with images and
// their own subcategories, and a way into the full listing.
export default async function AssortmentAreaPage({ slug }: PageProps<'/sortiment/[slug]'>) {
  const context = await getCatalogueContext();
  const top = (await loadMenu(context)).find((node) => node.slug === slug);
  if (!top) notFound();
  // Only for the tile images; the tree itself comes from the cached menu.
  const category = await getCategoryByPath(context.product, { path: top.path, assortment: context.assortment }).catch(() => null);
  const images = new Map((category?.children ?? []).map((child) => [child.id, child.image]));
  const { brand } = getRequestContext();
  return (
    <div className="listing-page">
      <PageMeta
        title={top.name}
        description={t('listing.metaDescription', { name: top.name, count: top.productCount, brand: brand.name })}
        canonicalPath={href('sortiment-slug', { slug: top.slug })}
      />
      <Breadcrumbs trail={[{ name: t('listing.assortment.title'), href: href('sortiment') }]} current={top.name} origin={requestOrigin()} />
      <ListingHeader
        title={top.name}
        count={top.productCount}
        icon={<CategoryIcon icon={isCategoryIcon(top.icon) ? top.icon : null} />}
        lead={
          <p>
            <Link to={href('kategorier-slug', { slug: top.path })} className="button button--primary">{t('listing.assortment.showAll', { name: top.name })}</Link>
          </p>
        }
      />
      <section aria-labelledby="assortment-categories">
        <h2 id="assortment-categories" className="listing-section__heading">{t('listing.assortment.categories', { name: top.name })}</h2>
        <ul className="overview-tile-grid">
          {top.children.map((child) => (
            <AssortmentTile key={child.id} node={child} href={href('kategorier-slug', { slug: child.path })} image={images.get(child.id)} headingLevel="h3" />
          ))}
        </ul>
      </section>
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
