import { mapContacts } from './map-parts';
import { mapRichText } from './map-rich-text';
import { mapSections } from './map-sections';
import { compact, readEntries, readImage, readImages, str, strs, type MapContext, type RawEntry } from './raw-entry';
import { CONTENT_PAGE_SECTION_TYPES, MAX_CONTENT_PAGE_SECTIONS } from './section-model';
import { WEEKDAYS, type GeoPoint, type Retailer, type SpecialHours, type StoreActivity, type StorePage, type StoreSummary, type WeeklyHours } from './store-model';

/** Store page, store summary and retailer entries → the store types. */

const DAY_FIELDS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day) => `openingHours${day}`);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function readLocation(value: unknown): GeoPoint | undefined {
  const { lat, lon } = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  return typeof lat === 'number' && typeof lon === 'number' && Math.abs(lat) <= 90 && Math.abs(lon) <= 180 ? { lat, lon } : undefined;
}

function weeklyHours(f: Record<string, unknown>): WeeklyHours {
  const hours: WeeklyHours = {};
  WEEKDAYS.forEach((day, index) => {
    const value = str(f, DAY_FIELDS[index] ?? '');
    if (value) hours[day] = value;
  });
  return hours;
}

/** Weekday and weekend special hours are one list to a visitor, in date order. */
function specialHours(...values: unknown[]): SpecialHours[] {
  return values
    .flatMap((value) => (Array.isArray(value) ? value : []))
    .flatMap((item) => {
      const { date, name, hours } = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
      return typeof date === 'string' && ISO_DATE.test(date) && typeof name === 'string' && typeof hours === 'string' ? [{ date, name, hours }] : [];
    })
    .sort((a, b) => a.date.localeCompare(b.date));
}

function activities(value: unknown, context: MapContext): StoreActivity[] {
  return readEntries(value, context).flatMap((entry) => {
    const f = entry.fields;
    const title = str(f, 'title');
    const startDate = str(f, 'startDate');
    if (!title || !startDate) return [];
    return [{ id: entry.id, title, startDate, ...compact({ endDate: str(f, 'endDate'), description: str(f, 'description'), image: readImage(f.image, context) }) }];
  });
}

export function mapStoreSummary(entry: RawEntry): StoreSummary | undefined {
  const f = entry.fields;
  const storeId = str(f, 'storeId');
  const name = str(f, 'name');
  if (!storeId || !name) return undefined;
  return {
    storeId,
    name,
    openingHours: weeklyHours(f),
    ...compact({ address: str(f, 'address'), phone: str(f, 'phone'), email: str(f, 'email'), location: readLocation(f.location) }),
  };
}

export function mapStorePage(entry: RawEntry, context: MapContext): StorePage | undefined {
  const summary = mapStoreSummary(entry);
  if (!summary) return undefined;
  const f = entry.fields;
  return {
    ...summary,
    id: entry.id,
    specialHours: specialHours(f.specialOpeningHoursWeekdays, f.specialOpeningHoursWeekends),
    assortments: strs(f, 'assortments'),
    services: strs(f, 'services'),
    activities: activities(f.storeActivities, context),
    contacts: mapContacts(f.contacts, context),
    sections: mapSections(f.sections, context, CONTENT_PAGE_SECTION_TYPES, MAX_CONTENT_PAGE_SECTIONS),
    heroImages: readImages(f.heroImages, context),
    unresolved: context.unresolved,
    ...compact({
      label: str(f, 'label'),
      title: str(f, 'title'),
      ingress: mapRichText(f.ingress, context),
      bodyTextPrimary: mapRichText(f.bodyTextPrimary, context),
      infobox: mapRichText(f.infobox, context),
      contactsSectionTitle: str(f, 'contactsSectionTitle'),
    }),
  };
}

export function mapRetailer(entry: RawEntry): Retailer | undefined {
  const f = entry.fields;
  const id = str(f, 'id');
  const name = str(f, 'name');
  if (!id || !name) return undefined;
  return { id, name, offerings: strs(f, 'offerings'), ...compact({ address: str(f, 'address'), location: readLocation(f.location), link: str(f, 'link') }) };
}
