/**
 * Value formatting for the OCI form. Receivers parse numbers in the C locale, so a Swedish
 * "12,50" or "1 000" would be read wrongly or refused: toFixed never formats by locale.
 */
export function ociNumber(value: number, decimals: number): string {
  return (Number.isFinite(value) ? value : 0).toFixed(decimals);
}

/**
 * At most `max` characters, counted as the receiver counts them (code points, so "å" and an
 * emoji are one each); line breaks and other control characters become spaces, since every OCI
 * field but the long text is a single line.
 */
export function ociText(value: string, max: number): string {
  const singleLine = value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  return Array.from(singleLine).slice(0, max).join('').trimEnd();
}

/**
 * The OCI 4.0 maximum lengths of the fields the shop cuts (punchout-protocols.md). MATGROUP is
 * left whole on purpose: company B's rule sends a category name, and a receiver configured for
 * names is the reason that rule exists.
 */
export const OCI_MAX_LENGTH = {
  DESCRIPTION: 40,
  VENDORMAT: 40,
  QUANTITY: 15,
  UNIT: 3,
  PRICE: 15,
  CURRENCY: 5,
  PRICEUNIT: 5,
  LEADTIME: 5,
  EXT_PRODUCT_ID: 40,
  CUST_FIELD1: 10,
  CUST_FIELD2: 10,
  CUST_FIELD3: 10,
  CUST_FIELD4: 20,
  CUST_FIELD5: 50,
} as const;
