export { AddressSchema, CheckoutOutcomeSchema, type Address, type CheckoutOutcome, type Location, type NewAddress, type OrderDetails, type ZipLocation } from './checkout-schemas';
export { upstreamErrorCode } from './error-code';
