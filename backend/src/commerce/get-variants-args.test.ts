import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-error';
import { orderedQuantities, parseGetVariantsArgs, requestedLocationIds } from './get-variants-args';

describe('getVariants arguments', () => {
  it('collects locations from locationId, stockInput.locationIds and delivery options, once each', () => {
    const args = parseGetVariantsArgs({
      articleNumbers: ['1234567'],
      locationId: 'S-UME-01',
      stockInput: { locationIds: ['CL-01', 'S-UME-01'], deliveryOptions: [{ deliveryId: 'EXH', locationId: 'S-STO-01' }, { deliveryId: 'DBI' }] },
    });
    expect(requestedLocationIds(args)).toEqual(['CL-01', 'S-UME-01', 'S-STO-01']);
  });

  it('reads ordered quantities for complete order prices', () => {
    const args = parseGetVariantsArgs({ articleNumbers: ['1'], stockInput: { articles: [{ articleNumber: '1', quantity: 12 }, { articleNumber: '2' }] } });
    expect([...orderedQuantities(args)]).toEqual([['1', 12]]);
  });

  it('refuses more than 200 articles, negative quantities and non-dates as 400', () => {
    for (const bad of [
      { articleNumbers: Array.from({ length: 201 }, (_, i) => String(i)) },
      { articleNumbers: ['1'], stockInput: { articles: [{ articleNumber: '1', quantity: -1 }] } },
      { articleNumbers: ['1'], stockInput: { requestedDeliveryDate: 'tomorrow' } },
      { articleNumbers: [''] },
    ]) {
      expect(() => parseGetVariantsArgs(bad)).toThrow(ApiError);
    }
  });
});
