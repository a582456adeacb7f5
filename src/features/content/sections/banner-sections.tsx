import type { Banner, BannerSectionType, Section } from '../../../lib/upstream/content';
import { weightedPick } from '../weighted-pick';
import { BannerCard } from './banner-card';
import { SectionFrame } from './section-frame';

type BannerSection = Extract<Section, { type: BannerSectionType }>;

/**
 * SubBanners, MarketingBanners and ContentBanners show all their banners in a row; RandomBanners
 * shows one, chosen per page view with the banners' weights.
 */
export function BannerSectionView({ section, random = Math.random }: { section: BannerSection; random?: () => number }) {
  const shown: Banner[] = section.type === 'randomBanners' ? [weightedPick(section.banners, (banner) => banner.weight, random)].filter((banner) => banner !== undefined) : section.banners;
  const wide = section.type === 'randomBanners' || shown.length === 1;
  return (
    <SectionFrame id={section.id} type={section.type} title={section.title} icon={section.icon} backgroundColor={section.backgroundColor}>
      <div className={`banner-row banner-row--${Math.min(shown.length, 4)}`}>
        {shown.map((banner) => (
          <BannerCard key={banner.id} banner={banner} wide={wide} />
        ))}
      </div>
    </SectionFrame>
  );
}
