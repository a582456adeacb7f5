import { describe, expect, it } from 'vitest';
import { calculatePrice, type PriceInput } from '../../../backend/src/commerce/price-calc';
import type { CartLine, CartWithLines } from '../../lib/upstream/cart/cart-schemas';
import { cartTotals, lineMoney, pricedQuantity, sumTotals } from './cart-totals';
import { toCartView } from './cart-view';

// The seed's price cases, priced by the commerce service's own rule (öre in, kronor out).
const base: PriceInput = { listPrice: 0, alloyingPrice: null, askForPrice: false, unit: 'ST', customerNetPrice: null, agreement: null, campaign: null, brackets: [], quantity: null };
const CASES = {
  // A cable roll with the customer's cable agreement and an alloying surcharge per roll.
  alloying: { quantity: 3, price: calculatePrice({ ...base, unit: 'RLE', listPrice: 911_550, alloyingPrice: 65_161, agreement: { name: 'Kabelavtal', percentage: 38 } }) },
  // Screws in packs: the 10 % bracket from 10 packs applies to the ordered quantity.
  bracket: { quantity: 12, price: calculatePrice({ ...base, unit: 'FP', listPrice: 34_990, brackets: [{ minQuantity: 10, percentage: 10 }, { minQuantity: 50, percentage: 15 }], quantity: 12 }) },
  campaign: { quantity: 2, price: calculatePrice({ ...base, listPrice: 129_900, campaign: { name: 'Proffsdagar', price: 99_900 } }) },
  // A customer net price (discount) on an article sold by the metre, in part metres.
  discount: { quantity: 2.5, price: calculatePrice({ ...base, unit: 'M', listPrice: 4_990, customerNetPrice: 2_733 }) },
  ask: { quantity: 1, price: calculatePrice({ ...base, listPrice: 100_000, askForPrice: true }) },
};
const kr = (text: string | null | undefined) => Number((text ?? '').replace(/[^\d,−-]/g, '').replace(',', '.').replace('−', '-'));

describe('lineMoney: à-pris, surcharge on its own, line total', () => {
  it('keeps the surcharge out of the à-pris and adds it to the line total (the issue 12 cable)', () => {
    expect(lineMoney({ quantity: 3, netPrice: 5000, alloyingPrice: 651.61 })).toEqual({ unitPrice: 5000, alloyingUnitPrice: 651.61, net: 15000, alloying: 1954.83, total: 16954.83 });
  });

  it('multiplies the à-pris as shown (in öre) and rounds each amount to öre, as the order does', () => {
    expect(lineMoney({ quantity: 3, netPrice: 0.333 })).toMatchObject({ net: 0.99, alloying: 0, total: 0.99 });
    expect(lineMoney({ quantity: 2.5, netPrice: 27.33 })).toMatchObject({ net: 68.33, total: 68.33 });
  });

  it('has no money for ask-for-price or a hidden price', () => {
    expect(lineMoney(pricedQuantity(1, CASES.ask.price))).toBeNull();
    expect(lineMoney(pricedQuantity(1, null))).toBeNull();
  });
});

describe('cartTotals over the seed price cases', () => {
  const lines = Object.values(CASES).map(({ quantity, price }) => pricedQuantity(quantity, price));

  it('pins every figure', () => {
    // alloying 3 × 5 651,61 = 16 954,83 + 3 × 651,61 = 1 954,83; bracket 12 × 314,91 = 3 778,92;
    // campaign 2 × 999 = 1 998; discount 2,5 × 27,33 = 68,33 (68,325 rounded); ask left out.
    expect(CASES.alloying.price.netPrice).toBe(5651.61);
    expect(CASES.bracket.price.netPrice).toBe(314.91);
    expect(cartTotals(lines)).toEqual({ net: 22800.08, alloying: 1954.83, exclVat: 24754.91, vat: 6188.73, total: 30943.64, unpriced: 1 });
  });

  it('makes the sum excl. VAT the sum of the line totals, and the goods plus surcharges', () => {
    const totals = cartTotals(lines);
    const lineTotals = lines.map(lineMoney).flatMap((money) => (money ? [money.total] : []));
    expect(Math.round(lineTotals.reduce((a, b) => a + b, 0) * 100)).toBe(Math.round(totals.exclVat * 100));
    expect(Math.round((totals.net + totals.alloying) * 100)).toBe(Math.round(totals.exclVat * 100));
    expect(Math.round((totals.exclVat + totals.vat) * 100)).toBe(Math.round(totals.total * 100));
  });

  it('sums deliveries figure by figure, VAT rounded per delivery (one order each)', () => {
    const one = cartTotals([{ quantity: 1, netPrice: 0.02 }]);
    const two = cartTotals([{ quantity: 1, netPrice: 0.02 }]);
    expect(one.vat).toBe(0.01);
    expect(sumTotals([one, two])).toEqual({ net: 0.04, alloying: 0, exclVat: 0.04, vat: 0.02, total: 0.06, unpriced: 0 });
    expect(sumTotals([])).toEqual({ net: 0, alloying: 0, exclVat: 0, vat: 0, total: 0, unpriced: 0 });
  });
});

const cartLine = (id: string, articleNumber: string, unit: string, deliveryId: string, { quantity, price }: (typeof CASES)[keyof typeof CASES]): CartLine => ({
  cartItemId: id, articleNumber, deliveryId, quantity, label: null, requestedDeliveryDate: null, isIncludedInOrder: true,
  createdAt: '2026-11-23T10:00:00.000Z', updatedAt: '2026-11-23T10:00:00.000Z', variantSlug: `slug-${id}`, discontinued: false, filterTags: [],
  price: { ...price, salesPriceUnit: unit }, stock: null,
  variant: { articleNumber, name: `Artikel ${id}`, unit, variantSlug: `slug-${id}`, discontinued: false, stockedAt: [], purchaseConstraints: [], filterTags: [], images: [], relations: [] },
});

describe('toCartView: what the cart shows adds up', () => {
  const cart: CartWithLines = {
    cartId: 'c1', customerId: 'C-1001', projectId: null, status: 'ACTIVE', deliveryIdsInOrder: ['DBI:CL-01', 'EXH:S-UME-01'], updatedAt: '2026-11-23T10:00:00.000Z',
    deliveries: [
      { deliveryId: 'DBI:CL-01', deliveryMethod: 'DBI', deliveryMethodName: 'Utkörning', orderType: 'standard', locationId: 'CL-01', requestedDeliveryDate: null, isIncludedInOrder: true, cartItemIds: ['a', 'b', 'e'] },
      { deliveryId: 'EXH:S-UME-01', deliveryMethod: 'EXH', deliveryMethodName: 'Leverans till butik', orderType: 'standard', locationId: 'S-UME-01', requestedDeliveryDate: null, isIncludedInOrder: true, cartItemIds: ['c', 'd'] },
    ],
    cartItems: [
      cartLine('a', '1000001', 'RLE', 'DBI:CL-01', CASES.alloying),
      cartLine('b', '1000002', 'FP', 'DBI:CL-01', CASES.bracket),
      cartLine('e', '1000005', 'ST', 'DBI:CL-01', CASES.ask),
      cartLine('c', '1000003', 'ST', 'EXH:S-UME-01', CASES.campaign),
      cartLine('d', '1000004', 'M', 'EXH:S-UME-01', CASES.discount),
    ],
  };
  const view = toCartView(cart, { centralStorageId: 'CL-01', stores: [{ id: 'S-UME-01', name: 'Umeå' }], showPrices: true });
  const lines = view.groups.flatMap((group) => group.lines);
  const byId = (id: string) => lines.find((line) => line.cartItemId === id)!;
  const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00A0\u202F]/g, ' ');

  it('shows à-pris, surcharge and line total in words and units, never a code', () => {
    expect(plain(byId('a').quantityText)).toBe('3 rullar');
    expect(plain(byId('a').unitPrice)).toBe('5 651,61 kr/rulle');
    expect(plain(byId('a').surchargePerUnit)).toBe('651,61 kr/rulle');
    expect(plain(byId('a').linePrice)).toBe('18 909,66 kr');
    expect(plain(byId('b').quantityText)).toBe('12 förpackningar');
    expect(byId('b').surchargePerUnit).toBeNull();
    expect(plain(byId('e').unitPrice)).toBe('Pris på förfrågan');
    expect(byId('e').linePrice).toBeNull();
    expect(lines.map((line) => line.unitName).join(' ')).not.toMatch(/RLE|FP|\bST\b|\bM\b/);
  });

  it('totals each delivery and the cart from the lines shown', () => {
    for (const group of view.groups) {
      const shown = group.lines.reduce((sum, line) => sum + (line.linePrice ? kr(line.linePrice) : 0), 0);
      expect(Math.round(kr(group.totals?.exclVat) * 100)).toBe(Math.round(shown * 100));
      expect(Math.round((kr(group.totals?.exclVat) + kr(group.totals?.vat)) * 100)).toBe(Math.round(kr(group.totals?.total) * 100));
    }
    const shownAll = lines.reduce((sum, line) => sum + (line.linePrice ? kr(line.linePrice) : 0), 0);
    expect(Math.round(kr(view.totals?.exclVat) * 100)).toBe(Math.round(shownAll * 100));
    const groupTotals = view.groups.reduce((sum, group) => sum + kr(group.totals?.total), 0);
    expect(Math.round(kr(view.totals?.total) * 100)).toBe(Math.round(groupTotals * 100));
    expect(view.totals?.unpriced).toBe(1);
    expect(plain(view.totals?.vatRate)).toBe('25 %');
  });

  it('gives every line its cart_list analytics item, counted through the whole cart as shown (view_item_list)', () => {
    expect(lines.map((line) => [line.articleNumber, line.analyticsItem.item_list_name, line.analyticsItem.index])).toEqual([
      ['1000001', 'cart_list', 1],
      ['1000002', 'cart_list', 2],
      ['1000005', 'cart_list', 3],
      ['1000003', 'cart_list', 4],
      ['1000004', 'cart_list', 5],
    ]);
    // The same item view_cart reports; asked-for prices carry none.
    expect(lines.map((line) => line.analyticsItem)).toEqual(view.analyticsItems);
    expect(byId('a').analyticsItem).toMatchObject({ item_id: '1000001', item_name: 'Artikel a', quantity: 3, price: expect.any(Number) });
    expect(byId('e').analyticsItem).not.toHaveProperty('price');
  });

  it('has no price anywhere without the right to see prices (EJ_SE_PRISER)', () => {
    const hidden = toCartView({ ...cart, cartItems: cart.cartItems.map((line) => ({ ...line, price: null })) }, { centralStorageId: 'CL-01', stores: [], showPrices: false });
    expect(hidden.totals).toBeNull();
    expect(hidden.groups.every((group) => group.totals === null)).toBe(true);
    expect(JSON.stringify(hidden)).not.toMatch(/kr\b|Pris på förfrågan|netPrice|salesPrice|alloyingPrice/);
    // Not even in the analytics items the rows carry, with the price data still on the lines.
    const priced = toCartView(cart, { centralStorageId: 'CL-01', stores: [], showPrices: false });
    expect(priced.groups.flatMap((group) => group.lines).some((line) => 'price' in line.analyticsItem)).toBe(false);
  });
});
