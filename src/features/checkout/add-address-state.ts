/** What the add-address action answers its form: the fields to correct, with what was typed. */
export type AddAddressState = { status: 'idle' } | { status: 'invalid'; message: string; errors: Record<string, string>; values: Record<string, string> };

export const ADDRESS_FIELDS = ['label', 'name', 'recipientName', 'address1', 'address2', 'postalCode', 'postalAddress', 'countryCode', 'phone'] as const;
