import { BeforePaintScript } from '../../../components/before-paint-script';
import { t } from '../../../lib/texts';
import { ContentIcon } from '../components/content-icon';
import { ContentLink } from '../components/content-link';
import { loadSiteContent } from '../load-content';
import { ClosableBanner } from './closable-banner';

/**
 * Hides banners closed earlier on this device before the first paint of a full page load (the
 * island takes over after hydration). Our own constant script: no content goes into it.
 */
const HIDE_CLOSED = `try{document.querySelectorAll('[data-banner-id]').forEach(function(el){if(localStorage.getItem('banner-closed:'+el.getAttribute('data-banner-id')))el.hidden=true})}catch(e){}`;

/** The active alert and information banners of the brand (spec points 2 and 4), closable. */
export async function SiteBanners() {
  // Banners sit on every page: whatever goes wrong with them must not take a page down.
  const content = await loadSiteContent().catch(() => null);
  if (!content) return null;
  const { alertBanners, informationBanners } = content;
  if (alertBanners.length === 0 && informationBanners.length === 0) return null;
  return (
    <div className="site-banners">
      {alertBanners.map((banner) => (
        <ClosableBanner key={banner.id} id={banner.id} kind="alert" tone={banner.type} label={t('content.banners.alert')} closeLabel={t('content.banners.close')} expandLabel={t('content.banners.expand')} foldLabel={t('content.banners.fold')}>
          <ContentIcon name={banner.type === 'info' ? 'info' : 'warning'} className="site-banner__icon" />
          <p className="site-banner__text">
            {banner.title ? <strong>{banner.title} </strong> : null}
            {banner.message}
          </p>
          {banner.links.map((link) => (
            <ContentLink key={link.url} href={link.url} external={link.external} className="site-banner__link">
              {link.title}
            </ContentLink>
          ))}
        </ClosableBanner>
      ))}
      {informationBanners.map((banner) => (
        <ClosableBanner key={banner.id} id={banner.id} kind="information" tone="info" label={t('content.banners.information')} closeLabel={t('content.banners.close')} expandLabel={t('content.banners.expand')} foldLabel={t('content.banners.fold')}>
          <p className="site-banner__text">{banner.message}</p>
          {banner.link ? (
            <ContentLink href={banner.link.url} external={banner.link.external} className="site-banner__link">
              {banner.link.title}
              <ContentIcon name={banner.link.icon} />
            </ContentLink>
          ) : null}
        </ClosableBanner>
      ))}
      <BeforePaintScript code={HIDE_CLOSED} />
    </div>
  );
}
