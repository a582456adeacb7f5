/** Swedish VAT on building supplies sold to businesses: the cart's totals and the list price incl. VAT. */
export const VAT_RATE = 0.25;
