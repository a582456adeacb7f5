import { Link } from 'waku';
import type { BrandConfig } from '../../../brands';
import { Streamed } from '../../components/streaming/streamed';
import { HeaderCart } from '../../features/cart/components/header-cart';
import { HeaderFavourites } from '../../features/favourites/server';
import { SERVICE_LINKS } from '../../features/navigation/service-links';
import { ServicesMenuLinks } from '../../features/content/site/services-menu-links';
import { href } from '../../lib/routes/href';
import { t } from '../../lib/texts';
import { AccountMenu, AccountMenuFallback } from '../../features/account/components/account-menu';
import { HeaderFlyout } from '../../components/layout/header-flyout';
import { HeaderMenusProvider } from '../../components/layout/header-menus';
import { HeaderProductMenu, HeaderProductMenuFallback, MobileProductMenu, MobileProductMenuFallback } from '../../features/navigation/components/header-product-menu';
import { HistoryFlyout } from '../../features/navigation/components/history-flyout';
import { MobileNav } from './mobile-nav';
import { BrandLogo } from './brand-logo';
import { NavLinkList, type NavListItem } from '../../components/layout/nav-link-list';
import { SearchCombobox } from '../../features/navigation/components/search-combobox';

interface SiteHeaderProps {
  brand: BrandConfig;
}

const fallbackServiceItems = (): NavListItem[] => SERVICE_LINKS.map((link) => ({ href: link.href, label: t(link.label), hint: t(link.hint) }));

/** The services menu from content; the shop's own list while it streams in. */
function ServicesMenu() {
  const fallback = fallbackServiceItems();
  return (
    <Streamed fallback={<NavLinkList items={fallback} />}>
      <ServicesMenuLinks fallback={fallback} />
    </Streamed>
  );
}
const extraItems = (brand: BrandConfig): NavListItem[] => brand.extraRoutes.map((route) => ({ href: route.target, label: route.label }));

/**
 * Logo, search with suggestions, history, account and cart on the first row; the product,
 * services and extra menus (the brand's own routes) on the second. Below 48rem the menus move
 * into the mobile panel. The categories stream in: the bar is shown before the menu has loaded.
 */
export function SiteHeader({ brand }: SiteHeaderProps) {
  const extraTitle = t('navigation.extra.title', { brand: brand.name });
  const extra = extraItems(brand);
  // One element in both places (the mobile panel and the desktop flyout): the page's payload then
  // carries the menu once and refers to it the second time.
  const services = <ServicesMenu />;
  return (
    <header className="site-header">
      <HeaderMenusProvider className="site-header__inner">
        <MobileNav texts={{ open: t('navigation.mobile.open'), close: t('navigation.mobile.close'), title: t('navigation.mobile.title') }}>
          <section className="mobile-nav__section">
            <h3 className="mobile-nav__heading">{t('navigation.mobile.products')}</h3>
            <Streamed fallback={<MobileProductMenuFallback />}>
              <MobileProductMenu />
            </Streamed>
          </section>
          <section className="mobile-nav__section">
            <h3 className="mobile-nav__heading">{t('navigation.mobile.services')}</h3>
            {services}
          </section>
          {extra.length > 0 ? (
            <section className="mobile-nav__section">
              <h3 className="mobile-nav__heading">{extraTitle}</h3>
              <NavLinkList items={extra} />
            </section>
          ) : null}
        </MobileNav>
        <Link to="/" className="site-header__logo">
          {/* Phones get the brand mark: the word mark would push the actions off the row (CSS shows one). */}
          <BrandLogo brand={brand} name="logo" className="brand-logo brand-logo--wide" />
          <BrandLogo brand={brand} name="logoSmall" className="brand-logo brand-logo--mark" />
        </Link>
        <SearchCombobox
          texts={{
            label: t('layout.search.label'),
            placeholder: t('navigation.search.placeholder'),
            submit: t('layout.search.submit'),
            suggestions: t('navigation.search.suggestions'),
            products: t('navigation.search.products'),
            categories: t('navigation.search.categories'),
            pages: t('navigation.search.pages'),
            showAllFor: t('navigation.search.showAllFor'),
            noSuggestions: t('navigation.search.noSuggestions'),
            articleNumber: t('navigation.search.articleNumber'),
            count: t('navigation.search.count'),
          }}
        />
        <div className="site-header__actions">
          <HistoryFlyout
            texts={{
              toggle: t('navigation.history.toggle'),
              title: t('navigation.history.title'),
              empty: t('navigation.history.empty'),
              clear: t('navigation.history.clear'),
              articleNumber: t('navigation.history.articleNumber'),
            }}
          />
          <Streamed fallback={<AccountMenuFallback />}>
            <AccountMenu />
          </Streamed>
          <HeaderFavourites />
          <HeaderCart />
        </div>
        <nav aria-label={t('layout.mainNavigation')} className="site-header__menus">
          <ul className="site-header__nav">
            <li>
              <Streamed fallback={<HeaderProductMenuFallback />}>
                <HeaderProductMenu />
              </Streamed>
            </li>
            <li>
              <HeaderFlyout menuId="services" label={t('navigation.services.title')} button={t('navigation.services.toggle')} panelClassName="link-flyout__panel">
                <h2 className="header-flyout__title">{t('navigation.services.title')}</h2>
                {services}
              </HeaderFlyout>
            </li>
            {extra.length > 0 ? (
              <li>
                <HeaderFlyout menuId="extra" label={extraTitle} button={t('navigation.extra.toggle')} panelClassName="link-flyout__panel">
                  <h2 className="header-flyout__title">{extraTitle}</h2>
                  <NavLinkList items={extra} />
                </HeaderFlyout>
              </li>
            ) : null}
            <li className="site-header__quick-link">
              <Link to={href('kampanjer')} className="site-header__nav-link">{t('routes.campaigns')}</Link>
            </li>
            <li className="site-header__quick-link">
              <Link to={href('hitta-butik')} className="site-header__nav-link">{t('routes.findStore')}</Link>
            </li>
          </ul>
        </nav>
      </HeaderMenusProvider>
    </header>
  );
}
