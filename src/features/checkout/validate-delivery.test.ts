import { describe, expect, it } from 'vitest';
import { DELIVERY_METHODS } from './delivery-methods';
import type { DeliveryInput } from './read-delivery-form';
import { validateDelivery, type DeliveryRules } from './validate-delivery';

const rules: DeliveryRules = {
  offered: [DELIVERY_METHODS.DBI, DELIVERY_METHODS.EXH, DELIVERY_METHODS.XXX],
  addresses: [
    { addressId: 'A1', name: 'Bygg AB', address1: 'Storgatan 1', postalCode: '903 25', postalAddress: 'Umeå', countryCode: 'SE', preselected: true, readOnly: false, validForDelivery: true },
    { addressId: 'A2', name: 'Stugan', address1: 'Byvägen 2', postalCode: '22100', postalAddress: 'Mariehamn', countryCode: 'AX', preselected: false, readOnly: false, validForDelivery: true },
    { addressId: 'A3', name: 'Okänd', address1: '', postalCode: '', postalAddress: '', countryCode: 'SE', preselected: false, readOnly: false, validForDelivery: false },
  ],
  locations: [{ id: 'S-UME-01', name: 'Umeå', services: ['standard-pickup', 'express-pickup'] }],
  calendar: { today: '2026-03-10', extraClosedDates: [] },
};

const input = (change: Partial<DeliveryInput>): DeliveryInput => ({
  deliveryId: 'DBI:CL-01', method: 'DBI', store: '', zip: '', country: '', address: 'A1', date: '', reference: '', goodsLabel: '', message: '', contactName: '', contactPhone: '', ...change,
});

describe('validateDelivery', () => {
  it('accepts home delivery to a chosen address', () => {
    const { plan, errors } = validateDelivery(input({ reference: ' P-123 ' }), 0, rules);
    expect(errors).toEqual({});
    expect(plan).toMatchObject({ method: { id: 'DBI' }, addressId: 'A1', date: null, details: { reference: 'P-123' } });
  });

  it('asks for a method when none, or one not offered, is chosen', () => {
    expect(validateDelivery(input({ method: '' }), 0, rules).errors).toEqual({ 'method-0': 'Vänligen välj ett leveranssätt.' });
    expect(validateDelivery(input({ method: '24-12' }), 1, rules).errors).toEqual({ 'method-1': 'Vänligen välj ett leveranssätt.' });
  });

  it('needs a known store for pickup and a deliverable address for delivery', () => {
    expect(validateDelivery(input({ method: 'EXH', store: '' }), 0, rules).errors['store-0']).toBe('Välj en butik.');
    expect(validateDelivery(input({ method: 'EXH', store: 'S-XXX-99' }), 0, rules).errors['store-0']).toMatch(/finns inte/);
    expect(validateDelivery(input({ method: 'EXH', store: 'S-UME-01', address: '' }), 0, rules).plan).toMatchObject({ storeId: 'S-UME-01' });
    expect(validateDelivery(input({ address: '' }), 0, rules).errors['address-0']).toBe('Välj en leveransadress.');
    expect(validateDelivery(input({ address: 'A3' }), 0, rules).errors['address-0']).toMatch(/kan inte väljas/);
  });

  it('applies the express zip rule, defaulting to the address postal code', () => {
    expect(validateDelivery(input({ method: 'XXX' }), 0, rules).plan).toMatchObject({ zipCode: '90325', countryCode: 'SE' });
    expect(validateDelivery(input({ method: 'XXX', address: 'A2' }), 0, rules).errors['zip-0']).toMatch(/Åland/);
    expect(validateDelivery(input({ method: 'XXX', zip: '9032' }), 0, rules).errors['zip-0']).toMatch(/fem siffror/);
  });

  it('refuses a holiday, today and the past with their messages', () => {
    expect(validateDelivery(input({ date: '2026-04-03' }), 0, rules).errors['date-0']).toMatch(/helgdagar/);
    expect(validateDelivery(input({ date: '2026-03-10' }), 0, rules).errors['date-0']).toMatch(/efter i dag/);
    expect(validateDelivery(input({ date: '2026-04-07' }), 0, rules).plan?.date).toBe('2026-04-07');
  });

  it('names the limit of a field that is too long', () => {
    expect(validateDelivery(input({ reference: 'x'.repeat(31) }), 0, rules).errors['reference-0']).toBe('Högst 30 tecken');
    expect(validateDelivery(input({ contactPhone: 'ring' }), 0, rules).errors['contactPhone-0']).toMatch(/telefonnummer/);
  });
});
