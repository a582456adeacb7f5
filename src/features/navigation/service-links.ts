import { href } from '../../lib/routes/href';
import type { TextKey } from '../../lib/texts';

export interface ServiceLink {
  href: string;
  label: TextKey;
  hint: TextKey;
  /** Only for visitors: a signed-in buyer has no use for it (the forgotten password). */
  signedOutOnly?: boolean;
}

/**
 * The services menu. Static for now; the content system will own this list later (the header then
 * reads it from there), so it stays data rather than markup.
 */
export const SERVICE_LINKS: readonly ServiceLink[] = [
  { href: href('hitta-butik'), label: 'navigation.services.findStore', hint: 'navigation.services.findStoreHint' },
  { href: href('kampanjer'), label: 'navigation.services.campaigns', hint: 'navigation.services.campaignsHint' },
  { href: href('sortiment'), label: 'navigation.services.assortment', hint: 'navigation.services.assortmentHint' },
  { href: href('gloemt-loesenord'), label: 'navigation.services.forgotPassword', hint: 'navigation.services.forgotPasswordHint', signedOutOnly: true },
];

/** The services menu for this visitor: "Glömt lösenord" only while signed out. */
export const serviceLinksFor = (signedIn: boolean): ServiceLink[] => SERVICE_LINKS.filter((link) => !(signedIn && link.signedOutOnly));
