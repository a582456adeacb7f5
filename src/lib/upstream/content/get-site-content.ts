import { queryKey } from './cache-keys';
import type { ContentProvider } from './content-provider';
import { firstOf, mapAlertBanner, mapInformationBanner, mapLogoSet, mapSiteFooter, mapSiteHeader } from './map-site';
import { compact, newMapContext, readEntry, type RawEntry } from './raw-entry';
import type { SiteContent } from './site-model';

/**
 * The site frame (logos, header, footer, banners) as one cached value. The frame's five lookups
 * run in parallel on a miss; a part that fails or is missing is simply absent, so the shop falls
 * back to the brand's own logos and footer.
 */
export function getSiteContent(provider: ContentProvider): Promise<SiteContent> {
  return provider.lookup(queryKey('site'), async (client) => {
    const byType = (type: string, include: number, limit = 1) =>
      client.getEntries({ content_type: type, include, limit }).then((answer) => answer.items, () => [] as unknown[]);
    const [logos, headers, footers, alerts, infos] = await Promise.all([
      byType('logo', 1),
      byType('header', 2),
      byType('footer', 2),
      byType('alertBanner', 0, 10),
      byType('informationBanner', 0, 10),
    ]);
    const context = newMapContext();
    const entries = (items: unknown[]) => items.flatMap((item) => readEntry(item, context) ?? []);
    const logo = firstOf(logos, context);
    const header = firstOf(headers, context);
    const footer = firstOf(footers, context);
    return {
      alertBanners: entries(alerts).flatMap((entry: RawEntry) => mapAlertBanner(entry) ?? []),
      informationBanners: entries(infos).flatMap((entry: RawEntry) => mapInformationBanner(entry) ?? []),
      ...compact({
        logos: logo ? mapLogoSet(logo, context) : undefined,
        header: header ? mapSiteHeader(header, context) : undefined,
        footer: footer ? mapSiteFooter(footer, context) : undefined,
      }),
    };
  });
}
