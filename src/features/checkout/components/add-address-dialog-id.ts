/**
 * The delivery step's add-address dialogs, one per delivery: its address picker opens its own by
 * this id, so the address saved there is known to be for that delivery, with or without scripts.
 * Apart from the dialog so a picker does not import the dialog's form and zod with it.
 */
export const addAddressDialogId = (deliveryIndex: number) => `add-address-dialog-${deliveryIndex}`;
