import type { ContentImage, ContentLink } from './content-model';
import type { RichText } from './rich-text-model';
import type { StoreSummary } from './store-model';

/** Site-wide content (spec point 3): logos, header, footer and the two closable banners. */

export interface LogoSet {
  logo: ContentImage;
  logoSmall?: ContentImage;
  favicon?: ContentImage;
  lightLogo?: ContentImage;
  lightLogoSmall?: ContentImage;
}

export interface SiteHeader {
  uspTexts: string[];
  links: ContentLink[];
  customerServicePhone?: string;
}

export interface SiteFooter {
  description?: RichText;
  linkGroups: { title: string; links: ContentLink[] }[];
  storeDetailsTitle?: string;
  stores: StoreSummary[];
  customerServicePhone?: string;
  customerServiceEmail?: string;
  socialLinks: ContentLink[];
  copyright?: string;
}

export interface AlertBanner {
  id: string;
  type: 'info' | 'warning' | 'error';
  title?: string;
  message: string;
  links: ContentLink[];
}

export interface InformationBanner {
  id: string;
  message: string;
  link?: ContentLink;
}

/** Everything of the site frame in one cached value: one lookup per page, not five. */
export interface SiteContent {
  logos?: LogoSet;
  header?: SiteHeader;
  footer?: SiteFooter;
  /** Only active banners; the active flag comes from content (spec point 4). */
  alertBanners: AlertBanner[];
  informationBanners: InformationBanner[];
}
