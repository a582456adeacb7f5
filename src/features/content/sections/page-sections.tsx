import './content-sections.css';
import { getRequestContext } from '../../../lib/request';
import type { Section } from '../../../lib/upstream/content';
import { AccordionsView } from './accordions';
import { AccountApplicationView } from './account-application';
import { AssortmentIconsView } from './assortment-icons';
import { BannerSectionView } from './banner-sections';
import { ContactCardsView } from './contact-cards';
import { ImageSetView, SingleImageView } from './image-sections';
import { InfoBlockView, TextAndMediaView, TextBlockView } from './info-and-text';
import { LargeSectionView } from './large-section';
import { loadShelf, SHELF_SIZE } from './load-shelf';
import { SelectedProductsView } from './selected-products';
import { ServiceCardsView } from './service-cards';
import { VideoSectionView } from './video-section';

/**
 * A page's sections in the editors' order. The product groups of all SelectedProducts sections
 * are loaded together (one getVariants for the page) and only when the page has any.
 */
export function PageSections({ sections }: { sections: readonly Section[] }) {
  const groupIds = sections.flatMap((section) => (section.type === 'selectedProducts' ? [section.selectedProductsId] : []));
  const shelf = groupIds.length > 0 ? loadShelf(groupIds.join(',')) : undefined;
  let shelves = 0;
  const audience = getRequestContext().session ? 'signedIn' : 'signedOut';
  return (
    <div className="page-sections">
      {sections.map((section) => {
        // "Logga in för att se dina priser" is for visitors only; a signed-in buyer skips it.
        if (section.type === 'largeSection' && section.audience !== 'all' && section.audience !== audience) return null;
        switch (section.type) {
          case 'largeSection':
            return <LargeSectionView key={section.id} section={section} />;
          case 'subBanners':
          case 'randomBanners':
          case 'marketingBanners':
          case 'contentBanners':
            return <BannerSectionView key={section.id} section={section} />;
          case 'selectedProducts':
            return shelf ? <SelectedProductsView key={section.id} section={section} shelf={shelf} firstNumber={1 + SHELF_SIZE * shelves++} /> : null;
          case 'assortmentIcons':
            return <AssortmentIconsView key={section.id} section={section} />;
          case 'serviceCards':
            return <ServiceCardsView key={section.id} section={section} />;
          case 'video':
            return <VideoSectionView key={section.id} section={section} />;
          case 'accountApplication':
            return <AccountApplicationView key={section.id} section={section} />;
          case 'contactCards':
            return <ContactCardsView key={section.id} section={section} />;
          case 'imageSetOfThree':
            return <ImageSetView key={section.id} section={section} />;
          case 'singleImage':
            return <SingleImageView key={section.id} section={section} />;
          case 'infoBlock':
            return <InfoBlockView key={section.id} section={section} />;
          case 'textAndMedia':
            return <TextAndMediaView key={section.id} section={section} />;
          case 'textBlock':
            return <TextBlockView key={section.id} section={section} />;
          case 'accordions':
            return <AccordionsView key={section.id} section={section} />;
        }
      })}
    </div>
  );
}
