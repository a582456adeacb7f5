export { AddressSchema, CheckoutOutcomeSchema, type Address, type CheckoutOutcome, type NewAddress, type OrderDetails } from './checkout-schemas';
export { upstreamErrorCode } from './error-code';
