import 'server-only';
import { Link } from 'waku';
import { getCatalogueContext } from '../../catalogue/server';
import { loadNavCategories } from '../load-nav-categories';
import type { NavCategory } from '../nav-category';
import { href } from '../../../lib/routes/href';
import { t } from '../../../lib/texts';
import { Icon } from '../../../components/icons/icon';
import { HeaderFlyout } from '../../../components/layout/header-flyout';
import { MobileCategoryList } from './mobile-category-list';
import { ProductMenu } from './product-menu';

/** The visitor's top categories: their customer's assortment when signed in, else the default. */
async function headerCategories(): Promise<NavCategory[]> {
  const { product, assortment } = await getCatalogueContext();
  return loadNavCategories(product, assortment);
}

/** Without categories (menu service down) the header still leads to the assortment page. */
function AssortmentLink({ className, glyph = false }: { className: string; glyph?: boolean }) {
  return (
    <Link to={href('sortiment')} className={className}>
      {glyph ? <Icon name="products" className="header-glyph" /> : null}
      {t('navigation.products.toggle')}
    </Link>
  );
}

/** "Sortiment" in the desktop header: the flyout with the category menu. */
export async function HeaderProductMenu() {
  const categories = await headerCategories();
  if (categories.length === 0) return <HeaderProductMenuFallback />;
  return (
    <HeaderFlyout
      menuId="products"
      label={t('navigation.products.title')}
      button={
        <span className="header-flyout__label header-flyout__label--products">
          <Icon name="products" className="header-glyph" />
          {t('navigation.products.toggle')}
        </span>
      }
      className="product-flyout"
      panelClassName="product-flyout__panel"
    >
      <ProductMenu
        categories={categories}
        texts={{ showAllIn: t('navigation.products.showAllIn'), showAll: t('navigation.products.showAll'), allCategories: t('navigation.products.allCategories') }}
      />
    </HeaderFlyout>
  );
}

/** What the header shows while the categories load. */
export const HeaderProductMenuFallback = () => <AssortmentLink className="site-header__nav-link site-header__nav-link--products" glyph />;

/** The same categories as a drill-down in the mobile panel. */
export async function MobileProductMenu() {
  const categories = await headerCategories();
  if (categories.length === 0) return <AssortmentLink className="mobile-categories__fallback" />;
  return <MobileCategoryList categories={categories} texts={{ back: t('navigation.mobile.back'), showAllIn: t('navigation.products.showAllIn'), showAll: t('navigation.products.showAll') }} />;
}

export const MobileProductMenuFallback = () => <AssortmentLink className="mobile-categories__fallback" />;
