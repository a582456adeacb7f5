import { href } from '../../lib/routes/href';
import type { TextKey } from '../../lib/texts';

export interface ServiceLink {
  href: string;
  label: TextKey;
  hint: TextKey;
}

/**
 * The shop's own services menu: the header shows the content system's menu (ourServicesMenu and
 * the header entry) and falls back to this list while it streams in or when content has none.
 * "Glömt lösenord" is no service: it lives on the sign-in page.
 */
export const SERVICE_LINKS: readonly ServiceLink[] = [
  { href: href('hitta-butik'), label: 'navigation.services.findStore', hint: 'navigation.services.findStoreHint' },
  { href: href('kampanjer'), label: 'navigation.services.campaigns', hint: 'navigation.services.campaignsHint' },
  { href: href('sortiment'), label: 'navigation.services.assortment', hint: 'navigation.services.assortmentHint' },
];
