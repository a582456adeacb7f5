import { z } from 'zod';

/** Spec point 3's Address as the auth service's GET and POST /address answer it. */
export const AddressSchema = z.object({
  addressId: z.string(),
  label: z.string().nullish(),
  name: z.string().nullish(),
  recipientName: z.string().nullish(),
  address1: z.string().nullish(),
  address2: z.string().nullish(),
  address3: z.string().nullish(),
  postalCode: z.string().nullish(),
  postalAddress: z.string().nullish(),
  countryCode: z.string().nullish(),
  phone: z.string().nullish(),
  preselected: z.boolean().default(false),
  readOnly: z.boolean().default(false),
  validForDelivery: z.boolean().default(true),
});
export type Address = z.infer<typeof AddressSchema>;

export interface NewAddress {
  label?: string | undefined;
  name: string;
  recipientName?: string | undefined;
  address1: string;
  address2?: string | undefined;
  address3?: string | undefined;
  postalCode: string;
  postalAddress: string;
  countryCode: 'SE' | 'AX';
  phone?: string | undefined;
  /** Only PUT /address/{id} sets it (my addresses); a new address from checkout leaves it off. */
  preselected?: boolean | undefined;
}
