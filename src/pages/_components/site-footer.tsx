import { Link } from 'waku';
import type { BrandConfig } from '../../../brands';
import { Streamed } from '../../components/streaming/streamed';
import { ConsentSettingsButton } from '../../features/consent';
import { ContentFooterColumns } from '../../features/content/site/content-footer';
import { href } from '../../lib/routes/href';
import { t } from '../../lib/texts';

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
        {/* The brand's footer entry from the content system replaces these columns when present. */}
        <Streamed fallback={columns}>
          <ContentFooterColumns fallback={columns} />
        </Streamed>
        <p className="site-footer__bottom">
          <img src={brand.logos.lightLogoSmall} alt="" width={32} height={32} /> {brand.name} – {brand.tagline}
          <ConsentSettingsButton label={t('consent.settings')} />
        </p>
      </div>
    </footer>
  );
}
