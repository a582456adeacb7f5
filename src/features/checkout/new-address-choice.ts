import { z } from 'zod';
import { href } from '../../lib/routes/href';

/**
 * Without scripts nothing in the browser can check the address a buyer just added in the delivery
 * step: the save's redirect names it and the delivery it was added for, and the delivery page
 * starts that delivery on it. With scripts the picker checks it itself (address-picker.tsx).
 */

/** The add-address form's hidden field: which delivery the address is for. */
export const NEW_ADDRESS_FOR_FIELD = 'forDelivery';

const NEW_ADDRESS_PARAM = 'ny-adress';
const FOR_DELIVERY_PARAM = 'leverans';

export interface NewAddressChoice {
  addressId: string;
  deliveryId: string;
}

const NewAddressChoiceSchema = z.object({
  [NEW_ADDRESS_PARAM]: z.string().min(1).max(100),
  [FOR_DELIVERY_PARAM]: z.string().min(1).max(100),
});

/** The delivery page's address after a save without scripts. */
export const deliveryPageWithNewAddress = ({ addressId, deliveryId }: NewAddressChoice) => href('delivery', {}, { [NEW_ADDRESS_PARAM]: addressId, [FOR_DELIVERY_PARAM]: deliveryId });

/** The choice the delivery page's query names, or null when it names none (or nonsense). */
export function readNewAddressChoice(query: string): NewAddressChoice | null {
  const parsed = NewAddressChoiceSchema.safeParse(Object.fromEntries(new URLSearchParams(query)));
  return parsed.success ? { addressId: parsed.data[NEW_ADDRESS_PARAM], deliveryId: parsed.data[FOR_DELIVERY_PARAM] } : null;
}
