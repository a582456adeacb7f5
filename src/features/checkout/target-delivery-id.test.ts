import { describe, expect, it } from 'vitest';
import { DELIVERY_METHODS } from './delivery-methods';
import { targetDeliveryId } from './target-delivery-id';
import type { DeliveryPlan } from './validate-delivery';

const plan = (deliveryId: string, method: keyof typeof DELIVERY_METHODS, storeId?: string): DeliveryPlan => ({
  index: 0, deliveryId, method: DELIVERY_METHODS[method], storeId, addressId: undefined, zipCode: undefined, countryCode: undefined, date: null, details: {},
});

describe('targetDeliveryId', () => {
  it('keeps a delivery whose method and store are unchanged', () => {
    expect(targetDeliveryId(plan('DBI:CL-01', 'DBI'))).toBe('DBI:CL-01');
    expect(targetDeliveryId(plan('DBI:S-UME-01', 'DBI'))).toBe('DBI:S-UME-01');
    expect(targetDeliveryId(plan('EXH:S-UME-01', 'EXH', 'S-UME-01'))).toBe('EXH:S-UME-01');
  });

  it('moves to the chosen store, or to the method alone for the service to place', () => {
    expect(targetDeliveryId(plan('EXH:S-UME-01', 'EXH', 'S-LLA-01'))).toBe('EXH:S-LLA-01');
    expect(targetDeliveryId(plan('DBI:CL-01', 'EXB', 'S-UME-01'))).toBe('EXB:S-UME-01');
    expect(targetDeliveryId(plan('EXH:S-UME-01', 'DBI'))).toBe('DBI');
    expect(targetDeliveryId(plan('DBI:CL-01', '24-12'))).toBe('24-12');
  });

  it('leaves express delivery to the zip-code lookup', () => {
    expect(targetDeliveryId(plan('DBI:CL-01', 'XXX'))).toBeNull();
  });
});
