// The client-safe face of "Mina sidor": pure helpers other features may use in the browser too.
export { visibleShortcuts, type Shortcut } from './dashboard/shortcuts';
export { toSpendView, monthLabel, type SpendView } from './spend/spend-view';
export { AddressFormSchema, toNewAddress, type AddressForm } from './addresses/address-form-schema';
export { AddressFields, type AddressFieldLabels } from './addresses/address-fields';
export { ADDRESS_FORM_FIELDS, IDLE as IDLE_ADDRESS_FORM, type AddressFormState } from './addresses/address-form-state';
