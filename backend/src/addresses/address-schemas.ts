import { z } from 'zod';
import { singleLineText } from '../cart/cart-schemas';
import { isValidZip, normalizeZip } from '../../../domain/delivery/zip-codes';

const Text = singleLineText;
const OptionalText = (max: number) =>
  Text(max)
    .nullish()
    .transform((value) => value || null);

export const AddressIdParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Expected an address id') });

export const AddressQuery = z.object({
  customerId: z.string().trim().min(1).max(40).optional(),
  q: z.string().trim().max(100).optional(),
});

/**
 * A delivery address as POST /address and PUT /address/{id} take it (spec point 3). The postal
 * code must be real in the address's country; it is stored as five digits.
 */
export const AddressBody = z
  .object({
    customerId: z.string().trim().min(1).max(40).optional(),
    label: OptionalText(60),
    name: Text(100).min(1, 'Required'),
    recipientName: OptionalText(100),
    address1: Text(100).min(1, 'Required'),
    address2: OptionalText(100),
    address3: OptionalText(100),
    postalCode: z.string().trim().max(12),
    postalAddress: Text(60).min(1, 'Required'),
    countryCode: z.enum(['SE', 'AX']).default('SE'),
    phone: z
      .string()
      .trim()
      .regex(/^\+?[\d\s()-]{6,20}$/, 'Expected a phone number')
      .nullish()
      .transform((value) => value || null),
    preselected: z.boolean().default(false),
  })
  .transform((body, context) => {
    const zip = normalizeZip(body.postalCode);
    if (!zip || !isValidZip(zip, body.countryCode)) {
      context.addIssue({ code: 'custom', path: ['postalCode'], message: 'Expected a postal code of five digits valid in the country' });
      return z.NEVER;
    }
    return { ...body, postalCode: zip };
  });
export type AddressInput = z.output<typeof AddressBody>;
