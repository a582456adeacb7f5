import { t } from '../texts';

export interface DisplayableAddress {
  label?: string | null | undefined;
  name?: string | null | undefined;
  recipientName?: string | null | undefined;
  address1?: string | null | undefined;
  address2?: string | null | undefined;
  address3?: string | null | undefined;
  postalCode?: string | null | undefined;
  postalAddress?: string | null | undefined;
}

const filled = (text: string | null | undefined): text is string => typeof text === 'string' && text.trim() !== '';

function recipientLine(address: DisplayableAddress): string[] {
  if (filled(address.recipientName)) return [address.recipientName];
  if (filled(address.name)) return filled(address.label) ? [address.name] : [];
  return [t('address.missingRecipient')];
}

/**
 * An address as the shop shows it, wherever that is (my addresses, the delivery step): the
 * recipient, the street, the second line and the place, with spec point 3's fallback texts.
 * 'Mottagarnamn saknas' stands for a missing recipient and 'Adress saknas' for a missing SECOND
 * line (the first is required by the address service, so it is never the one missing). The
 * recipient is really missing only without a recipient and a name: a labelled address takes its
 * company name as the recipient, and an unlabelled one already shows the name as its title.
 */
export function addressLines(address: DisplayableAddress): string[] {
  const place = [address.postalCode, address.postalAddress].filter(filled).join(' ');
  return [
    ...recipientLine(address),
    ...(filled(address.address1) ? [address.address1] : []),
    filled(address.address2) ? address.address2 : t('address.missingAddress'),
    ...(filled(address.address3) ? [address.address3] : []),
    ...(place ? [place] : []),
  ];
}

/** The address's heading: its label, else the company name. */
export const addressTitle = (address: DisplayableAddress): string => (filled(address.label) ? address.label : filled(address.name) ? address.name : t('address.missingRecipient'));
