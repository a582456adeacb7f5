import { describe, expect, it } from 'vitest';
import type { LineVariant } from '../../lib/catalogue/variant';
import { toListLineView } from './list-line-view';

// Only the fields toListLineView reads; the rest of a LineVariant does not matter here.
const variant = (price: Partial<NonNullable<LineVariant['price']>> | null) =>
  ({ articleNumber: '2000001', name: 'Kabel EKK 3G1,5', unit: 'M', variantSlug: 'kabel-ekk', discontinued: false, images: [], relations: [], stock: null, price: price && { netPrice: 12.5, alloyingPrice: 1.255, askForPrice: false, ...price } }) as unknown as LineVariant;

const item = { favoriteItemId: 'fi-1', articleNumber: '2000001', quantity: 25 };

describe('toListLineView: a shopping-list line as an item of shopping_list (view_item_list, spec point 9)', () => {
  it('carries article, name, quantity, its place in the whole list and the analytics price', () => {
    const line = toListLineView(item, variant({}), { centralStorageId: 'CL-01', showPrices: true, position: 101 });
    expect(line.analyticsItem).toEqual({ item_id: '2000001', item_name: 'Kabel EKK 3G1,5', price: 13.76, quantity: 25, item_list_name: 'shopping_list', index: 101 });
  });

  it('has no price for a buyer who may not see prices, nor where the price is asked for', () => {
    expect(toListLineView(item, variant({}), { centralStorageId: 'CL-01', showPrices: false, position: 1 }).analyticsItem).not.toHaveProperty('price');
    expect(toListLineView(item, variant({ askForPrice: true }), { centralStorageId: 'CL-01', showPrices: true, position: 1 }).analyticsItem).not.toHaveProperty('price');
  });

  it('keeps an article the catalogue no longer has, by its number', () => {
    expect(toListLineView(item, undefined, { centralStorageId: 'CL-01', showPrices: true, position: 3 }).analyticsItem).toEqual({ item_id: '2000001', quantity: 25, item_list_name: 'shopping_list', index: 3 });
  });
});
