import type { ContentLink } from './content-model';
import { mapRichText } from './map-rich-text';
import { mapStoreSummary } from './map-stores';
import { bool, compact, oneOf, readEntries, readEntry, readImage, str, strs, type MapContext, type RawEntry } from './raw-entry';
import type { AlertBanner, InformationBanner, LogoSet, SiteFooter, SiteHeader } from './site-model';

/** Logo, header, footer and banner entries → the site types. */

function mapLinks(value: unknown, context: MapContext): ContentLink[] {
  return readEntries(value, context).flatMap((entry) => {
    const title = str(entry.fields, 'title');
    const url = str(entry.fields, 'url');
    return title && url ? [{ title, url, external: bool(entry.fields, 'isExternalLink'), ...compact({ icon: str(entry.fields, 'icon') }) }] : [];
  });
}

export function mapLogoSet(entry: RawEntry, context: MapContext): LogoSet | undefined {
  const f = entry.fields;
  const logo = readImage(f.logo, context);
  if (!logo) return undefined;
  return {
    logo,
    ...compact({
      logoSmall: readImage(f.logoSmall, context),
      favicon: readImage(f.favicon, context),
      lightLogo: readImage(f.lightLogo, context),
      lightLogoSmall: readImage(f.lightLogoSmall, context),
    }),
  };
}

export function mapSiteHeader(entry: RawEntry, context: MapContext): SiteHeader {
  const f = entry.fields;
  return { uspTexts: strs(f, 'uspTexts'), links: mapLinks(f.links, context), ...compact({ customerServicePhone: str(f, 'customerServicePhone') }) };
}

export function mapSiteFooter(entry: RawEntry, context: MapContext): SiteFooter {
  const f = entry.fields;
  const linkGroups = readEntries(f.linkGroups, context).flatMap((group) => {
    const title = str(group.fields, 'title');
    return title ? [{ title, links: mapLinks(group.fields.links, context) }] : [];
  });
  return {
    linkGroups,
    stores: readEntries(f.stores, context).flatMap((store) => mapStoreSummary(store) ?? []),
    socialLinks: mapLinks(f.socialLinks, context),
    ...compact({
      description: mapRichText(f.description, context),
      storeDetailsTitle: str(f, 'storeDetailsTitle'),
      customerServicePhone: str(f, 'customerServicePhone'),
      customerServiceEmail: str(f, 'customerServiceEmail'),
      copyright: str(f, 'copyright'),
    }),
  };
}

const link = (title: string | undefined, url: string | undefined, icon?: string): ContentLink | undefined =>
  title && url ? { title, url, external: /^https?:\/\//i.test(url), ...compact({ icon }) } : undefined;

export function mapAlertBanner(entry: RawEntry): AlertBanner | undefined {
  const f = entry.fields;
  const message = str(f, 'message');
  if (!bool(f, 'active') || !message) return undefined;
  const links = [link(str(f, 'linkText'), str(f, 'linkUrl')), link(str(f, 'secondLinkText'), str(f, 'secondLinkUrl'))].filter((item) => item !== undefined);
  return { id: entry.id, type: oneOf(f, 'type', ['info', 'warning', 'error'], 'info'), message, links, ...compact({ title: str(f, 'title') }) };
}

export function mapInformationBanner(entry: RawEntry): InformationBanner | undefined {
  const f = entry.fields;
  const message = str(f, 'message');
  if (!bool(f, 'active') || !message) return undefined;
  return { id: entry.id, message, ...compact({ link: link(str(f, 'linkText'), str(f, 'linkUrl'), str(f, 'linkIcon')) }) };
}

/** The first entry of a type, for the one-per-space entries (logo, header, footer). */
export const firstOf = (items: readonly unknown[], context: MapContext): RawEntry | undefined => readEntry(items[0], context);
