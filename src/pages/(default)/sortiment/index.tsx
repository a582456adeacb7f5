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

// The top categories of the buyer's assortment (the menu of their assortment), with icons.
export default async function AssortmentPage() {
  const context = await getCatalogueContext();
  const tops = await loadMenu(context);
  const { brand } = getRequestContext();
  return (
    <div className="listing-page">
      <PageMeta
        title={t('listing.assortment.title')}
        description={t('listing.assortment.metaDescription', { brand: brand.name, names: tops.map((top) => top.name).join(', ') })}
        canonicalPath={href('sortiment')}
      />
      <Breadcrumbs trail={[]} current={t('listing.assortment.title')} origin={requestOrigin()} />
      <ListingHeader title={t('listing.assortment.title')} lead={<p>{t('listing.assortment.lead')}</p>} />
      <ul className="overview-tile-grid">
        {tops.map((top) => (
          <AssortmentTile key={top.id} node={top} href={href('sortiment-slug', { slug: top.slug })} icon={<CategoryIcon icon={isCategoryIcon(top.icon) ? top.icon : null} />} headingLevel="h2" />
        ))}
      </ul>
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
