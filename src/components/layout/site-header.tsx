import { Suspense } from 'react';
import { Link } from 'waku';
import type { BrandConfig } from '../../../brands';
import { t } from '../../lib/texts';
import { AccountMenu, AccountMenuFallback } from '../account/account-menu';

interface SiteHeaderProps {
  brand: BrandConfig;
}

/** Logo, main navigation (shared links plus the brand's extra routes), search and account links. */
export function SiteHeader({ brand }: SiteHeaderProps) {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="site-header__logo">
          <img src={brand.logos.logo} alt={brand.name} width={200} height={48} />
        </Link>
        <nav aria-label={t('layout.mainNavigation')}>
          <ul className="site-header__nav">
            <li><Link to="/sortiment">{t('routes.assortment')}</Link></li>
            <li><Link to="/kampanjer">{t('routes.campaigns')}</Link></li>
            <li><Link to="/hitta-butik">{t('routes.findStore')}</Link></li>
            {brand.extraRoutes.map((route) => (
              <li key={route.path}>
                <a href={route.target}>{route.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <form className="site-header__search" action="/search" method="get" role="search">
          <label htmlFor="site-search" className="visually-hidden">{t('layout.search.label')}</label>
          <input id="site-search" name="q" type="search" placeholder={t('layout.search.placeholder')} maxLength={200} required />
          <button type="submit" className="button button--primary">{t('layout.search.submit')}</button>
        </form>
        <div className="site-header__actions">
          <Suspense fallback={<AccountMenuFallback />}>
            <AccountMenu />
          </Suspense>
          <Link to="/cart">{t('layout.cart')}</Link>
        </div>
      </div>
    </header>
  );
}
