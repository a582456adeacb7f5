import { describe, expect, it } from 'vitest';
import { centralStockStatus, orderMultiple, stockQuantityLabel, storeStockStatus } from './stock-status';
import type { Stock, StockLocation } from './variant';

const location = (overrides: Partial<StockLocation>): StockLocation => ({
  locationId: 'S-STO-01',
  availability: 'IN_STOCK',
  quantity: 0,
  orderMultiple: 1,
  stocked: true,
  status: 'ACTIVE',
  subAvailabilities: [],
  ...overrides,
});
const stock = (locations: StockLocation[], stockType = 'LAG'): Stock => ({ stockType, articleNumber: '1000001', locations });

describe('storeStockStatus', () => {
  it.each([
    ['in store stock', [location({ quantity: 12 })], { text: 'I lager i butik', colour: 'green', quantity: 12 }],
    ['not stocked in the store', [location({ stocked: false })], { text: 'Lagerförs ej i butik', colour: 'gray', quantity: 0 }],
    ['no row for the store', [location({ locationId: 'S-GBG-01', quantity: 3 })], { text: 'Lagerförs ej i butik', colour: 'gray', quantity: 0 }],
    ['out of stock', [location({ quantity: 0 })], { text: 'Slut i lager', colour: 'red', quantity: 0 }],
    ['incoming', [location({ quantity: 0, availableFromDays: 2, availableToDays: 4 })], { text: 'Leverans inom 2–4 dagar', colour: 'yellow', quantity: 0 }],
    ['incoming, a window of one length (never "2–2")', [location({ quantity: 0, availableFromDays: 2, availableToDays: 2 })], { text: 'Leverans inom 2 dagar', colour: 'yellow', quantity: 0 }],
    ['incoming tomorrow', [location({ quantity: 0, availableFromDays: 1, availableToDays: 1 })], { text: 'Leverans inom 1 dag', colour: 'yellow', quantity: 0 }],
    ['no locations at all', [], { text: '-', colour: 'none', quantity: -1 }],
  ])('%s', (_name, locations, expected) => {
    expect(storeStockStatus(stock(locations), 'S-STO-01')).toEqual(expected);
  });

  it('treats missing stock as unknown', () => {
    expect(storeStockStatus(undefined, 'S-STO-01')).toEqual({ text: '-', colour: 'none', quantity: -1 });
  });
});

describe('centralStockStatus', () => {
  const central = (overrides: Partial<StockLocation>) => location({ locationId: 'CL-01', ...overrides });
  it.each([
    ['in central stock', stock([central({ quantity: 40 })]), 'I centrallager', 'green'],
    ['transit plus: 10–15 days', stock([central({ quantity: 0 })], 'TRA_PLUS'), 'Leverans inom 10–15 dagar', 'yellow'],
    ['virtual: 5–10 days, counted as in stock', stock([central({ quantity: 0 })], 'VIR'), 'Leverans inom 5–10 dagar', 'green'],
    ['incoming transit', stock([central({ quantity: 0, availableFromDays: 3, availableToDays: 5 })], 'TRA'), 'Leverans inom 3–5 dagar', 'yellow'],
    ['an order product', stock([central({ quantity: 0, stocked: false })]), 'Beställningsvara', 'gray'],
  ])('%s', (_name, input, text, colour) => {
    expect(centralStockStatus(input, 'CL-01')).toMatchObject({ text, colour });
  });
});

describe('stockQuantityLabel', () => {
  const status = (quantity: number) => ({ text: 'I centrallager', colour: 'green' as const, quantity });

  it('says pieces with the spec\'s label, and anything else in the article\'s own unit', () => {
    expect(stockQuantityLabel(status(12))).toBe('12 st');
    expect(stockQuantityLabel(status(12), 'ST')).toBe('12 st');
    expect(stockQuantityLabel(status(605), 'M')).toBe('605\u00a0m');
    expect(stockQuantityLabel(status(0), 'M')).toBe('');
  });
});

describe('orderMultiple', () => {
  it('comes from the single location, or the matching one, and defaults to 1', () => {
    expect(orderMultiple(stock([location({ orderMultiple: 5 })]), undefined)).toBe(5);
    expect(orderMultiple(stock([location({ orderMultiple: 5 }), location({ locationId: 'CL-01', orderMultiple: 10 })]), 'CL-01')).toBe(10);
    expect(orderMultiple(stock([location({ orderMultiple: 5 }), location({ locationId: 'CL-01', orderMultiple: 10 })]), 'S-XXX')).toBe(1);
    expect(orderMultiple(undefined, 'S-STO-01')).toBe(1);
  });
});
