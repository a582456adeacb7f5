import 'server-only';
import { t, type TextKey } from '../../../lib/texts';
import type { AddressFieldLabels } from './address-fields';

/** The label of each address field, as my addresses and the delivery step show them. */
const FIELD_LABELS: Record<keyof AddressFieldLabels, TextKey> = {
  label: 'checkoutFlow.address.label',
  name: 'checkoutFlow.address.name',
  recipientName: 'checkoutFlow.address.recipientName',
  address1: 'checkoutFlow.address.address1',
  address2: 'checkoutFlow.address.address2',
  postalCode: 'checkoutFlow.address.postalCode',
  postalAddress: 'checkoutFlow.address.postalAddress',
  phone: 'checkoutFlow.address.phone',
  countryCode: 'checkoutFlow.zip.country',
  countrySE: 'checkoutFlow.zip.countrySE',
  countryAX: 'checkoutFlow.zip.countryAX',
};

// The address forms are client components: they get their words from here, so the text catalogue
// stays out of the browser's shared chunks (decision 042).
export const addressFieldLabels = (): AddressFieldLabels => Object.fromEntries(Object.entries(FIELD_LABELS).map(([field, key]) => [field, t(key)])) as AddressFieldLabels;

let formTexts: { fields: AddressFieldLabels; preselect: string; save: string; cancel: string } | undefined;
/** One object for every form on the page: React sends an object it has sent before as a reference. */
export const addressFormTexts = () => (formTexts ??= { fields: addressFieldLabels(), preselect: t('myPages.addresses.preselectField'), save: t('myPages.addresses.save'), cancel: t('myPages.addresses.cancel') });

/** An address card's buttons and its delete dialog, named after the address. */
export const addressCardTexts = (name: string) => ({
  setPreselected: t('myPages.addresses.setPreselected'),
  setPreselectedFor: t('myPages.addresses.setPreselectedFor', { name }),
  edit: t('myPages.addresses.edit'),
  editFor: t('myPages.addresses.editFor', { name }),
  editTitle: t('myPages.addresses.editTitle'),
  readOnlyNote: t('myPages.addresses.readOnlyNote'),
  delete: t('myPages.addresses.delete'),
  deleteFor: t('myPages.addresses.deleteFor', { name }),
  confirmDeleteTitle: t('myPages.addresses.confirmDeleteTitle'),
  confirmDelete: t('myPages.addresses.confirmDelete', { name }),
  cancel: t('myPages.addresses.cancel'),
  confirmDeleteYes: t('myPages.addresses.confirmDeleteYes'),
});

export type AddressFormTexts = ReturnType<typeof addressFormTexts>;
export type AddressCardTexts = ReturnType<typeof addressCardTexts>;
