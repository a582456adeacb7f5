// The zip-code rules are the shop's own (src/lib/delivery/zip-codes.ts): one rule for the delivery
// form and this service.
export * from '../../../src/lib/delivery/zip-codes';
