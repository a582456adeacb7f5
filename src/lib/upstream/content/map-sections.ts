import { mapBanner, mapContacts, mapDynamicForm } from './map-parts';
import { mapRichText } from './map-rich-text';
import { bool, compact, oneOf, readEntries, readImage, readImages, str, type MapContext, type RawEntry } from './raw-entry';
import type { AssortmentIcon, Section, SectionType, ServiceCard } from './section-model';

/**
 * Section entries → Section. A section missing what it cannot render without (a video without
 * its URL, a banner row without banners) is left out rather than shown half empty.
 */

const decoration = (f: Record<string, unknown>) => compact({ icon: str(f, 'icon'), backgroundColor: str(f, 'backgroundColor') });

function assortmentItems(value: unknown): AssortmentIcon[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const { title, icon, url } = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    return typeof title === 'string' && typeof icon === 'string' && typeof url === 'string' ? [{ title, icon, url }] : [];
  });
}

function serviceCards(value: unknown, context: MapContext): ServiceCard[] {
  return readEntries(value, context).flatMap((entry) => {
    const f = entry.fields;
    const title = str(f, 'title');
    return title ? [{ id: entry.id, title, ...compact({ text: str(f, 'text'), icon: str(f, 'icon'), linkUrl: str(f, 'linkUrl'), linkText: str(f, 'linkText') }) }] : [];
  });
}

/** One section entry; undefined for another type or one missing what it needs. */
export function mapSection(entry: RawEntry, context: MapContext): Section | undefined {
  const { id, fields: f } = entry;
  const title = str(f, 'title');
  const base = { id, ...compact({ title }) };
  switch (entry.contentType) {
    case 'largeSection':
      return {
        type: 'largeSection', ...base, ...decoration(f), isExternalLink: bool(f, 'isExternalLink'), imagePosition: oneOf(f, 'imagePosition', ['left', 'right'], 'right'),
        audience: oneOf(f, 'audience', ['all', 'signedOut', 'signedIn'], 'all'),
        ...compact({ preTitle: str(f, 'preTitle'), text: mapRichText(f.text, context), image: readImage(f.image, context), buttonText: str(f, 'buttonText'), linkUrl: str(f, 'linkUrl') }),
      };
    case 'subBanners':
    case 'randomBanners':
    case 'marketingBanners':
    case 'contentBanners': {
      const banners = readEntries(f.banners, context).map((banner) => mapBanner(banner, context));
      return banners.length > 0 ? { type: entry.contentType, ...base, ...decoration(f), banners } : undefined;
    }
    case 'selectedProducts': {
      const groupId = str(f, 'selectedProductsId');
      if (!groupId) return undefined;
      return { type: 'selectedProducts', id, title: title ?? '', selectedProductsId: groupId, ...decoration(f), ...compact({ buttonText: str(f, 'buttonText'), linkUrl: str(f, 'linkUrl') }) };
    }
    case 'assortmentIcons': {
      const items = assortmentItems(f.items);
      return items.length > 0 ? { type: 'assortmentIcons', ...base, items } : undefined;
    }
    case 'serviceCards': {
      const cards = serviceCards(f.cards, context);
      return cards.length > 0 ? { type: 'serviceCards', ...base, ...decoration(f), cards } : undefined;
    }
    case 'video': {
      const videoUrl = str(f, 'videoUrl');
      return videoUrl ? { type: 'video', ...base, videoUrl, ...compact({ description: str(f, 'description'), poster: readImage(f.poster, context) }) } : undefined;
    }
    case 'accountApplication':
      return { type: 'accountApplication', ...base, ...decoration(f), ...compact({ text: mapRichText(f.text, context), buttonText: str(f, 'buttonText'), form: mapDynamicForm(f.form, context) }) };
    case 'contactCards': {
      const contacts = mapContacts(f.contacts, context);
      return contacts.length > 0 ? { type: 'contactCards', ...base, ...decoration(f), contacts } : undefined;
    }
    case 'imageSetOfThree': {
      const images = readImages(f.images, context).slice(0, 3);
      return images.length > 0 ? { type: 'imageSetOfThree', ...base, images } : undefined;
    }
    case 'singleImage': {
      const image = readImage(f.image, context);
      return image ? { type: 'singleImage', ...base, image, ...compact({ caption: str(f, 'caption') }) } : undefined;
    }
    case 'infoBlock': {
      const infoTitle = str(f, 'infoBlockTitle');
      const text = mapRichText(f.infoBlockText, context);
      return infoTitle && text ? { type: 'infoBlock', id, title: infoTitle, text, ...decoration(f) } : undefined;
    }
    case 'textAndMedia': {
      const text = mapRichText(f.text, context);
      if (!text) return undefined;
      return { type: 'textAndMedia', id, text, imagePosition: oneOf(f, 'imagePosition', ['left', 'right'], 'right'), ...compact({ title: str(f, 'textMediaTitle'), image: readImage(f.image, context) }) };
    }
    case 'textBlock': {
      const text = mapRichText(f.bodyTextSecondary, context);
      return text ? { type: 'textBlock', ...base, text } : undefined;
    }
    case 'accordions': {
      const items = readEntries(f.items, context).flatMap((item) => {
        const itemTitle = str(item.fields, 'title');
        const text = mapRichText(item.fields.text, context);
        return itemTitle && text ? [{ id: item.id, title: itemTitle, text }] : [];
      });
      return items.length > 0 ? { type: 'accordions', ...base, items, ...compact({ icon: str(f, 'icon') }) } : undefined;
    }
    default:
      return undefined;
  }
}

/** The sections of a page, only of the allowed types, at most `max` of them. */
export function mapSections(value: unknown, context: MapContext, allowed: readonly SectionType[], max: number): Section[] {
  return readEntries(value, context)
    .filter((entry) => (allowed as readonly string[]).includes(entry.contentType))
    .slice(0, max)
    .flatMap((entry) => mapSection(entry, context) ?? []);
}
