import type { Banner, Contact, ContentImage, DynamicForm } from './content-model';
import type { RichText } from './rich-text-model';

/**
 * Page sections (spec point 3): the nine front-page types and the eight that only content pages
 * use. Every section carries its entry id (a stable React key and anchor) and its type.
 */

interface Decorated {
  icon?: string;
  backgroundColor?: string;
}

export type BannerSectionType = 'subBanners' | 'randomBanners' | 'marketingBanners' | 'contentBanners';

export interface AssortmentIcon {
  title: string;
  icon: string;
  url: string;
}

export interface ServiceCard {
  id: string;
  title: string;
  text?: string;
  icon?: string;
  linkUrl?: string;
  linkText?: string;
}

export type Section =
  | ({ type: 'largeSection'; id: string; title?: string; preTitle?: string; text?: RichText; image?: ContentImage; buttonText?: string; linkUrl?: string; isExternalLink: boolean; imagePosition: 'left' | 'right'; audience: 'all' | 'signedOut' | 'signedIn' } & Decorated)
  | ({ type: BannerSectionType; id: string; title?: string; banners: Banner[] } & Decorated)
  | ({ type: 'selectedProducts'; id: string; title: string; selectedProductsId: string; buttonText?: string; linkUrl?: string } & Decorated)
  | { type: 'assortmentIcons'; id: string; title?: string; items: AssortmentIcon[] }
  | ({ type: 'serviceCards'; id: string; title?: string; cards: ServiceCard[] } & Decorated)
  | { type: 'video'; id: string; title?: string; description?: string; videoUrl: string; poster?: ContentImage }
  | ({ type: 'accountApplication'; id: string; title?: string; text?: RichText; buttonText?: string; form?: DynamicForm } & Decorated)
  | ({ type: 'contactCards'; id: string; title?: string; contacts: Contact[] } & Decorated)
  | { type: 'imageSetOfThree'; id: string; title?: string; images: ContentImage[] }
  | { type: 'singleImage'; id: string; title?: string; image: ContentImage; caption?: string }
  | ({ type: 'infoBlock'; id: string; title: string; text: RichText } & Decorated)
  | { type: 'textAndMedia'; id: string; title?: string; text: RichText; image?: ContentImage; imagePosition: 'left' | 'right' }
  | { type: 'textBlock'; id: string; title?: string; text: RichText }
  | ({ type: 'accordions'; id: string; title?: string; items: { id: string; title: string; text: RichText }[] } & Pick<Decorated, 'icon'>);

export type SectionType = Section['type'];

/** The text sections that can also be fetched on their own, by entry id (spec point 7). */
export type ContentBlockType = 'infoBlock' | 'textAndMedia' | 'textBlock';
export type ContentBlock = Extract<Section, { type: ContentBlockType }>;

export const FRONT_PAGE_SECTION_TYPES = [
  'largeSection', 'subBanners', 'randomBanners', 'marketingBanners', 'contentBanners', 'selectedProducts', 'assortmentIcons', 'serviceCards', 'video',
] as const satisfies readonly SectionType[];

export const CONTENT_PAGE_SECTION_TYPES = [
  ...FRONT_PAGE_SECTION_TYPES, 'accountApplication', 'contactCards', 'imageSetOfThree', 'singleImage', 'infoBlock', 'textAndMedia', 'textBlock', 'accordions',
] as const satisfies readonly SectionType[];

/** Spec point 9: front page 20 sections, content page 50. */
export const MAX_FRONT_PAGE_SECTIONS = 20;
export const MAX_CONTENT_PAGE_SECTIONS = 50;
