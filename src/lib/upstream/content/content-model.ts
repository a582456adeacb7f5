import type { RichText } from './rich-text-model';

/**
 * The shop's own content types (spec point 3). The provider maps every entry into these before
 * anything else sees it, so pages never depend on the content system's raw shapes and a cached
 * value is plain JSON (no circular link objects).
 */

export interface ContentImage {
  url: string;
  title: string;
  description?: string;
  width?: number;
  height?: number;
}

export interface ContentLink {
  title: string;
  url: string;
  icon?: string;
  external: boolean;
}

export interface Banner {
  id: string;
  name: string;
  title?: string;
  preTitle?: string;
  text?: string;
  icon?: string;
  textRow1?: string;
  textRow2?: string;
  image?: ContentImage;
  contentImage?: ContentImage;
  bannerDesktop?: ContentImage;
  bannerMobile?: ContentImage;
  buttonText?: string;
  template: 'image-left' | 'image-right' | 'full-width' | 'compact';
  linkUrl?: string;
  isExternalLink: boolean;
  marketingId?: string;
  creative?: string;
  /** RandomBanners picks by this; a missing or negative weight counts as 1. */
  weight: number;
  backgroundColor?: string;
}

export interface Hero {
  id: string;
  title: string;
  titleFontSize: 'small' | 'medium' | 'large';
  slug?: string;
  description?: string;
  overlay: boolean;
  heroDesktop?: ContentImage;
  heroMobile?: ContentImage;
  icon?: string;
}

export interface Contact {
  id: string;
  name: string;
  role?: string;
  phone?: string;
  email?: string;
  image?: ContentImage;
}

export type FormInputType = 'text' | 'textarea' | 'email' | 'tel' | 'number' | 'select' | 'radio' | 'checkbox' | 'date';

export interface FormInput {
  id: string;
  title: string;
  type: FormInputType;
  options: string[];
  required: boolean;
  placeholder?: string;
}

export interface DynamicForm {
  id: string;
  title: string;
  formTitle?: string;
  description?: RichText;
  inputs: FormInput[];
  submitText?: string;
  successMessage?: string;
}

/** A link the content system could not resolve: reported, never rendered (spec point 8). */
export interface UnresolvedLink {
  id: string;
  linkType: string;
}
