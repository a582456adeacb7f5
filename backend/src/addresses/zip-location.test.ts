import { describe, expect, it } from 'vitest';
import { DELIVERY_METHODS } from '../cart/delivery-methods';
import type { Store } from '../locations/store';
import { locationForZip } from './zip-location';

const store = (id: string, postalCode: string, type: Store['type'], services: string[]): Store => ({
  id,
  name: id,
  type,
  address: { street: '', postalCode, city: '' },
  location: { lat: 0, lon: 0 },
  phone: '',
  email: '',
  openingHours: { mon: null, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null },
  services,
});

const stores = [
  store('CL-01', '556 52', 'CENTRAL', ['central-storage']),
  store('S-UME-01', '906 20', 'STORE', ['standard-pickup', 'express-pickup']),
  store('S-SFT-01', '931 36', 'STORE', ['standard-pickup']),
  store('S-STO-01', '120 30', 'STORE', ['standard-pickup', 'express-pickup']),
];

describe('locationForZip', () => {
  it('ships home deliveries from central storage', () => {
    expect(locationForZip('93136', DELIVERY_METHODS.DBI, stores)?.id).toBe('CL-01');
    expect(locationForZip('93136', DELIVERY_METHODS['24-12'], stores)?.id).toBe('CL-01');
  });

  it('picks the nearest store offering the service', () => {
    expect(locationForZip('93136', DELIVERY_METHODS.EXH, stores)?.id).toBe('S-SFT-01');
    expect(locationForZip('93136', DELIVERY_METHODS.XXX, stores)?.id).toBe('S-UME-01');
    expect(locationForZip('11330', DELIVERY_METHODS.EXB, stores)?.id).toBe('S-STO-01');
  });

  it('answers null when no store offers the service', () => {
    expect(locationForZip('11330', DELIVERY_METHODS.XXX, stores.slice(0, 1))).toBeNull();
  });
});
