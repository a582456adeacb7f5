/**
 * The delivery step's add-address dialog: each delivery's address picker opens it by this id. Apart
 * from the dialog so a picker does not import the dialog's form and zod with it.
 */
export const ADD_ADDRESS_DIALOG_ID = 'add-address-dialog';
