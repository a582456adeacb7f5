import type { Banner } from '../../../lib/upstream/content';
import { ContentIcon } from '../components/content-icon';
import { ContentPicture } from '../components/content-image';
import { ContentLink } from '../components/content-link';
import { backgroundStyle } from './section-frame';

/**
 * One banner in any banner section. The whole card is one link (the button text is its visible
 * label); marketing banners carry their promotion id and creative for analytics.
 */
export function BannerCard({ banner, wide = false, priority = false }: { banner: Banner; wide?: boolean; priority?: boolean }) {
  const image = wide ? (banner.bannerDesktop ?? banner.image) : (banner.image ?? banner.contentImage ?? banner.bannerDesktop);
  const band = backgroundStyle(banner.backgroundColor);
  const title = banner.title ?? banner.name;
  // The analytics observer reports view_promotion / select_promotion from this (decision 036).
  const promotion = banner.marketingId ? { 'data-analytics-promotion': JSON.stringify({ marketingId: banner.marketingId, creative: banner.creative ?? '', name: title }) } : {};
  return (
    <article className={`banner-card banner-card--${banner.template}${wide ? ' banner-card--wide' : ''}`} data-banner={banner.id} {...promotion} {...band}>
      {image ? <ContentPicture image={image} mobile={wide ? banner.bannerMobile : undefined} className="banner-card__image" priority={priority} decorative /> : null}
      <div className="banner-card__body">
        {banner.preTitle ? <p className="content-pretitle">{banner.preTitle}</p> : null}
        <h3 className="banner-card__title">
          <ContentIcon name={banner.icon} />
          {title}
        </h3>
        {banner.text ? <p className="banner-card__text">{banner.text}</p> : null}
        {banner.textRow1 ? <p className="banner-card__text">{banner.textRow1}</p> : null}
        {banner.textRow2 ? <p className="banner-card__note">{banner.textRow2}</p> : null}
        {banner.linkUrl ? (
          <ContentLink href={banner.linkUrl} external={banner.isExternalLink} className="banner-card__link">
            {banner.buttonText ?? title}
            <ContentIcon name="arrow-right" className="banner-card__arrow" />
          </ContentLink>
        ) : null}
      </div>
    </article>
  );
}
