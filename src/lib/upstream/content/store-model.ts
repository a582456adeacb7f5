import type { Contact, ContentImage, UnresolvedLink } from './content-model';
import type { RichText } from './rich-text-model';
import type { Section } from './section-model';

/** Stores and retailers of spec point 3, as the content system describes them. */

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Per weekday the editors' text: "07:00-18:00", "Stängt", or absent when not given. */
export type WeeklyHours = Partial<Record<Weekday, string>>;

export interface SpecialHours {
  /** YYYY-MM-DD */
  date: string;
  name: string;
  hours: string;
}

export interface GeoPoint {
  lat: number;
  lon: number;
}

/** What the store finder, the footer and the store list need of every store. */
export interface StoreSummary {
  storeId: string;
  name: string;
  address?: string;
  phone?: string;
  email?: string;
  location?: GeoPoint;
  openingHours: WeeklyHours;
}

export interface StoreActivity {
  id: string;
  title: string;
  startDate: string;
  endDate?: string;
  description?: string;
  image?: ContentImage;
}

export interface StorePage extends StoreSummary {
  id: string;
  label?: string;
  title?: string;
  ingress?: RichText;
  bodyTextPrimary?: RichText;
  specialHours: SpecialHours[];
  infobox?: RichText;
  assortments: string[];
  services: string[];
  activities: StoreActivity[];
  contactsSectionTitle?: string;
  contacts: Contact[];
  sections: Section[];
  heroImages: ContentImage[];
  unresolved: UnresolvedLink[];
}

export interface Retailer {
  id: string;
  name: string;
  address?: string;
  location?: GeoPoint;
  offerings: string[];
  link?: string;
}
