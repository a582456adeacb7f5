import { Link } from 'waku';
import type { BrandConfig } from '../../../brands';
import { ConsentSettingsButton } from '../../features/consent';
import { ContentFooterColumns } from '../../features/content/site/content-footer';
import { href } from '../../lib/routes/href';
import { t } from '../../lib/texts';
import { BrandLogo } from './brand-logo';

/** Web-only footer; the app and punch-out layouts leave it out. */
export function SiteFooter({ brand }: { brand: BrandConfig }) {
  const columns = (
    <div className="site-footer__columns">
      <section>
        <h2>{t('layout.footer.customerService')}</h2>
        <ul>
          <li><Link to={href('hitta-butik')}>{t('routes.findStore')}</Link></li>
          <li><Link to={href('gloemt-loesenord')}>{t('routes.forgotPassword')}</Link></li>
        </ul>
      </section>
      <section>
        <h2>{t('layout.footer.stores')}</h2>
        <ul>
          <li><Link to={href('hitta-butik')}>{t('routes.findStore')}</Link></li>
          <li><Link to={href('kampanjer')}>{t('routes.campaigns')}</Link></li>
        </ul>
      </section>
    </div>
  );
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        {/* The brand's footer entry from the content system replaces these columns when present.
            Not streamed: the shell already waits for the same site content (the banners), and
            streamed, the short columns showed first and the footer grew when the entry came. On a
            short page it sits at the foot of the screen, so it moved up by that much. */}
        <ContentFooterColumns fallback={columns} />
        <p className="site-footer__bottom">
          <BrandLogo brand={brand} name="lightLogoSmall" className="brand-logo site-footer__logo" decorative /> {brand.name} – {brand.tagline}
          <ConsentSettingsButton label={t('consent.settings')} />
        </p>
      </div>
    </footer>
  );
}
