import type { Banner, ContentImage, Hero, UnresolvedLink } from './content-model';
import type { RichText } from './rich-text-model';
import type { Section } from './section-model';

/** Pages of spec point 3: the front page, content (and landing) pages and listing pages. */

export interface FrontPage {
  id: string;
  name: string;
  metaDescription?: string;
  hero?: Hero;
  sections: Section[];
  unresolved: UnresolvedLink[];
}

export interface ContentPage {
  id: string;
  title: string;
  preTitle?: string;
  slug: string;
  showSidebar: boolean;
  ingress?: RichText;
  metaDescription?: string;
  canonicalLink?: string;
  bodyTextPrimary?: RichText;
  displayContacts: boolean;
  excludeFromSearch: boolean;
  authenticatedOnly: boolean;
  categorySectionTitle?: string;
  categorySectionIcon?: string;
  categories: string[];
  hero?: Hero;
  thumbnail?: ContentImage;
  banner?: Banner;
  sections: Section[];
  tags: string[];
  unresolved: UnresolvedLink[];
}

/** One page in a listing: enough for a teaser card. */
export interface ListingItem {
  id: string;
  slug: string;
  title: string;
  preTitle?: string;
  thumbnail?: ContentImage;
  ingress?: RichText;
  tags: string[];
  authenticatedOnly: boolean;
}

export interface ListingPage {
  id: string;
  slug: string;
  title: string;
  heroDesktop?: ContentImage;
  heroMobile?: ContentImage;
  overlay: boolean;
  icon?: string;
  ingress?: RichText;
  metaDescription?: string;
  tagOrder: string[];
  pages: ListingItem[];
  total: number;
  unresolved: UnresolvedLink[];
}

/** A page search hit (spec point 7): title, preTitle and the path /{listing slug}/{page slug}. */
export interface PageSearchHit {
  title: string;
  preTitle?: string;
  path: string;
}
