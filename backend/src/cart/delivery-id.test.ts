import { describe, expect, it } from 'vitest';
import { resolveDelivery, splitDeliveryId, type LocationInfo } from './delivery-id';

const locations = new Map<string, LocationInfo>([
  ['CL-01', { id: 'CL-01', type: 'CENTRAL', services: ['central-storage'] }],
  ['S-UME-01', { id: 'S-UME-01', type: 'STORE', services: ['standard-pickup', 'express-pickup'] }],
  ['S-KRN-01', { id: 'S-KRN-01', type: 'STORE', services: ['standard-pickup'] }],
]);

const resolved = (raw: string, limited = false) => {
  const answer = resolveDelivery(raw, locations, { limited });
  return 'delivery' in answer ? answer.delivery.deliveryId : answer.error;
};

describe('resolveDelivery', () => {
  it.each([
    ['DBI', 'DBI:CL-01'],
    ['dbi', 'DBI:CL-01'],
    ['DBI:S-UME-01', 'DBI:S-UME-01'],
    ['24-12', '24-12:CL-01'],
    ['EXH:S-KRN-01', 'EXH:S-KRN-01'],
    ['EXB:S-UME-01', 'EXB:S-UME-01'],
    ['XXX:S-UME-01', 'XXX:S-UME-01'],
    ['EXH', 'location_required'],
    ['XXX', 'location_required'],
    ['EXH:CL-01', 'location_not_allowed'],
    ['24-12:S-UME-01', 'location_not_allowed'],
    ['EXB:S-KRN-01', 'location_not_allowed'], // no express pickup in this store
    ['EXH:S-XXX-99', 'unknown_location'],
    ['VIRTUAL', 'invalid_delivery'],
    ['DBI:', 'invalid_delivery'],
    ['DBI:CL-01:2026-12-01', 'invalid_delivery'],
    ['', 'invalid_delivery'],
  ])('%j → %s', (raw, expected) => {
    expect(resolved(raw)).toBe(expected);
  });

  it('keeps EJ_ALLA_LEVERANSSATT to the standard methods', () => {
    expect(resolved('DBI', true)).toBe('DBI:CL-01');
    expect(resolved('EXH:S-UME-01', true)).toBe('EXH:S-UME-01');
    expect(resolved('XXX:S-UME-01', true)).toBe('delivery_not_allowed');
    expect(resolved('EXB:S-UME-01', true)).toBe('delivery_not_allowed');
  });

  it('splits stored ids', () => {
    expect(splitDeliveryId('EXH:S-UME-01')).toEqual({ methodId: 'EXH', locationId: 'S-UME-01' });
    expect(splitDeliveryId('24-12:CL-01')).toEqual({ methodId: '24-12', locationId: 'CL-01' });
  });
});
