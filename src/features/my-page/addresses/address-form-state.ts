/** What an address action answers its form: idle, or the message and fields to correct with what was typed. */
export type AddressFormState = { status: 'idle' } | { status: 'invalid'; message: string; errors: Record<string, string>; values: Record<string, string> };

/** The editable fields, in the order the form shows them. */
export const ADDRESS_FORM_FIELDS = ['label', 'name', 'recipientName', 'address1', 'address2', 'postalCode', 'postalAddress', 'countryCode', 'phone'] as const;
export type AddressFormField = (typeof ADDRESS_FORM_FIELDS)[number];

export const IDLE: AddressFormState = { status: 'idle' };
