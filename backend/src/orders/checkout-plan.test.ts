import { describe, expect, it } from 'vitest';
import type { Address } from '../addresses/address';
import type { CatalogueFacts } from '../cart/article-facts';
import type { DeliveryRow, ItemRow } from '../cart/cart-repository';
import type { VariantRow } from '../catalogue/variant-row';
import type { PriceBook } from '../commerce/price-repository';
import { planOrder, type PlanContext } from './checkout-plan';

const row = { name: 'Kabel EKK 3G1,5', unit: 'M' } as VariantRow;
const facts: CatalogueFacts = {
  articles: new Map([
    ['1000001', { row, unit: 'M', discontinued: false, purchaseConstraints: [], filterTags: ['express-delivery'], stock: [{ location_id: 'CL-01', quantity: 500, stocked: 1, order_multiple: 1 }] }],
    ['1000002', { row, unit: 'ST', discontinued: false, purchaseConstraints: ['onlyStore'], filterTags: [], stock: [] }],
  ]),
  locations: new Map([
    ['CL-01', { id: 'CL-01', type: 'CENTRAL', services: [] }],
    ['S-UME-01', { id: 'S-UME-01', type: 'STORE', services: ['standard-pickup', 'express-pickup'] }],
  ]),
};
const priceBook = { price: () => ({ netPrice: 12.5, alloyingPrice: 1.25, salesPrice: 20 }), brackets: () => [] } as unknown as PriceBook;
const address = (addressId: string, postalCode: string, countryCode: 'SE' | 'AX', preselected = false): Address => ({
  addressId, customerId: 'C-1001', label: null, name: 'Bygg AB', recipientName: null, address1: 'Gatan 1', address2: null, address3: null,
  postalCode, postalAddress: 'Ort', countryCode, phone: null, preselected, readOnly: false, validForDelivery: true,
});
const context: PlanContext = { facts, priceBook, addresses: [address('A-1', '903 25', 'SE', true), address('A-AX', '22100', 'AX')], limited: false, today: '2026-12-21', sendOrderReceipt: false };
const line = (article: string, quantity: number, deliveryId: string): ItemRow => ({ id: `ci-${article}`, article_number: article, delivery_id: deliveryId, quantity, label: null, created_at: 0, updated_at: 0 });
const delivery = (deliveryId: string, date: string | null = null): DeliveryRow => ({ delivery_id: deliveryId, requested_delivery_date: date, is_included_in_order: 1 });
const codeOf = (plan: ReturnType<typeof planOrder>) => ('failure' in plan ? plan.failure.code : 'ok');

describe('planOrder', () => {
  it('prices a home delivery to the preselected address, in öre', () => {
    const plan = planOrder(delivery('DBI:CL-01', '2026-12-22'), [line('1000001', 2.5, 'DBI:CL-01')], { reference: 'Ref' }, context);
    if (!('draft' in plan)) throw new Error(plan.failure.code);
    expect(plan.draft).toMatchObject({ methodId: 'DBI', locationId: 'CL-01', requestedDeliveryDate: '2026-12-22', totalNet: 3125, totalAlloying: 313 });
    expect(plan.draft.items[0]).toMatchObject({ netPrice: 1250, alloyingPrice: 125, rowTotal: 3438 });
    expect(plan.draft.details).toMatchObject({ warehouseId: 'CL-01', reference: 'Ref', deliveryAddress: { addressId: 'A-1' } });
  });

  it.each([
    ['a pickup at the warehouse', delivery('EXH:CL-01'), {}, 'store_required'],
    ['a date that became a holiday', delivery('DBI:CL-01', '2026-12-24'), {}, 'invalid_delivery_date'],
    ['an unknown address', delivery('DBI:CL-01'), { addressId: 'A-404' }, 'unknown_address'],
    ['express to Åland', delivery('XXX:S-UME-01'), { addressId: 'A-AX' }, 'express_not_available'],
    ['express to a bad zip', delivery('XXX:S-UME-01'), { zipCode: '123' }, 'invalid_zip_code'],
    ['express to Umeå', delivery('XXX:S-UME-01'), {}, 'ok'],
    ['a pickup in another store of the method', delivery('EXH:S-UME-01'), { storeId: 'S-UME-01' }, 'ok'],
  ])('%s → %s', (_name, target, details, expected) => {
    expect(codeOf(planOrder(target, [line('1000001', 1, target.delivery_id)], details, context))).toBe(expected);
  });

  it('refuses a delivery whose lines may not go there, naming the lines', () => {
    const plan = planOrder(delivery('DBI:CL-01'), [line('1000001', 1, 'DBI:CL-01'), line('1000002', 1, 'DBI:CL-01')], {}, context);
    expect('failure' in plan && plan.failure.items).toEqual([{ cartItemId: 'ci-1000002', articleNumber: '1000002', code: 'not_purchasable' }]);
    expect(codeOf(planOrder(delivery('DBI:CL-01'), [line('1000001', 1, 'DBI:CL-01')], {}, { ...context, addresses: [] }))).toBe('address_required');
    expect(codeOf(planOrder(delivery('XXX:S-UME-01'), [line('1000001', 1, 'XXX:S-UME-01')], {}, { ...context, limited: true }))).toBe('delivery_not_allowed');
  });
});
