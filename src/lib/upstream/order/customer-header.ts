/**
 * The customer the buyer works in, as the order service reads it: with it, an order of another
 * of the buyer's customers answers 404 like any foreign order (issue 14).
 */
export const customerHeader = (customerId: string | undefined): Record<string, string> => (customerId ? { 'customer-id': customerId } : {});
