import { describe, expect, it } from 'vitest';
import { computeStock, type StockLocationRef, type StockRow } from './stock-calc';

const today = '2026-11-20';
const central: StockLocationRef = { id: 'CL-01', type: 'CENTRAL' };
const store: StockLocationRef = { id: 'S-UME-01', type: 'STORE' };
const row = (location_id: string, quantity: number, extra: Partial<StockRow> = {}): StockRow => ({
  location_id, quantity, stocked: 1, order_multiple: 1, incoming_days: null, incoming_quantity: null, ...extra,
});
const stockOf = (stockType: string, rows: StockRow[], locations: StockLocationRef[] = [central, store], discontinued = false) =>
  computeStock({ articleNumber: '1234567', stockType, discontinued, rows, locations, today }).locations;

describe('stock per location', () => {
  it('store shelf stock is pickup today; central stock ships in 1–2 days', () => {
    const [atCentral, atStore] = stockOf('LAG', [row('CL-01', 500), row('S-UME-01', 12, { order_multiple: 5 })]);
    expect(atCentral).toMatchObject({ availability: 'IN_STOCK', quantity: 500, availableFromDays: 1, availableToDays: 2, availabilityDate: today, stocked: true });
    expect(atStore).toMatchObject({ availability: 'IN_STOCK', quantity: 12, availableFromDays: 0, availableToDays: 0, orderMultiple: 5, status: 'ACTIVE' });
  });

  it('a store that does not stock the article gets it from central storage in 2–4 days', () => {
    const [, atStore] = stockOf('LAG', [row('CL-01', 500)]);
    expect(atStore).toMatchObject({ availability: 'NOT_STOCKED', stocked: false, quantity: 0, availableFromDays: 2, availableToDays: 4, availabilityDate: '2026-11-22' });
  });

  it('incoming deliveries give the date, the days and a sub-availability', () => {
    const [atCentral] = stockOf('TRA', [row('CL-01', 0, { incoming_days: 5, incoming_quantity: 120 })]);
    expect(atCentral).toMatchObject({
      availability: 'INCOMING', availabilityDate: '2026-11-25', availabilityDateISO: '2026-11-25T00:00:00.000Z', availableFromDays: 6, availableToDays: 7,
      subAvailabilities: [{ date: '2026-11-25', quantity: 120 }],
    });
  });

  it.each([
    ['TRA_PLUS', 10, 15],
    ['VIR', 5, 10],
  ])('%s: ordered from the supplier in %i–%i days (spec point 9)', (type, from, to) => {
    const [atCentral] = stockOf(type, [row('CL-01', 0, { stocked: 0 })]);
    expect(atCentral).toMatchObject({ availability: 'ORDER', availableFromDays: from, availableToDays: to, stocked: false });
  });

  it('out of stock everywhere, and discontinued, says so', () => {
    const [atCentral, atStore] = stockOf('LAG', [row('CL-01', 0), row('S-UME-01', 0)], [central, store], true);
    expect(atCentral).toMatchObject({ availability: 'OUT_OF_STOCK', availabilityDate: null, availableFromDays: null, status: 'DISCONTINUED' });
    expect(atStore).toMatchObject({ availability: 'OUT_OF_STOCK', stocked: true, status: 'DISCONTINUED' });
  });

  it('a VIRTUAL location means in stock', () => {
    const [, virtual] = stockOf('VIR', [row('CL-01', 0, { stocked: 0 })], [central, { id: 'VIRTUAL', type: 'VIRTUAL' }]);
    expect(virtual).toMatchObject({ locationId: 'VIRTUAL', availability: 'IN_STOCK', stocked: true, availableFromDays: 5, availableToDays: 10 });
  });
});
