import { describe, expect, it } from 'vitest';
import type { ConfigurationModel } from '../../../domain/product-configuration';
import { readConfiguration } from './read-configuration';

const cable: ConfigurationModel = {
  articleNumber: '1',
  kind: 'CUT_LENGTH',
  unitLength: 1,
  minLength: 5,
  maxLength: 500,
  lengthStep: 0.5,
  cuttingFee: 9500,
  packaging: [
    { code: 'RING', label: 'på ring', maxLength: 100, fee: 0 },
    { code: 'TRUMMA', label: 'på trumma', maxLength: null, fee: 35000 },
  ],
};

const codes = (result: ReturnType<typeof readConfiguration>) => (result.ok ? {} : Object.fromEntries(Object.entries(result.errors).map(([field, message]) => [field, message?.key])));

describe('reading the configurator', () => {
  it('accepts a decimal comma, a trailing "m" and whole pieces', () => {
    expect(readConfiguration(cable, { length: '37,5', packaging: 'RING', pieces: '2' })).toEqual({ ok: true, configuration: { length: 37.5, packaging: 'RING' }, pieces: 2 });
    expect(readConfiguration(cable, { length: '37 m', packaging: 'TRUMMA', pieces: '' })).toEqual({ ok: true, configuration: { length: 37, packaging: 'TRUMMA' }, pieces: 1 });
  });

  it.each([
    [{ length: 'trettiosju', packaging: 'RING', pieces: '1' }, { length: 'productConfiguration.errors.not_a_number' }],
    [{ length: '4', packaging: 'RING', pieces: '1' }, { length: 'productConfiguration.errors.length_below_minimum' }],
    [{ length: '501', packaging: 'TRUMMA', pieces: '1' }, { length: 'productConfiguration.errors.length_above_maximum' }],
    [{ length: '37,3', packaging: 'TRUMMA', pieces: '1' }, { length: 'productConfiguration.errors.length_step' }],
    [{ length: '150', packaging: 'RING', pieces: '1' }, { packaging: 'productConfiguration.errors.packaging_too_long' }],
    [{ length: '37', packaging: '', pieces: '1' }, { packaging: 'productConfiguration.errors.packaging_required' }],
    [{ length: '37', packaging: 'RING', pieces: '1,5' }, { pieces: 'productConfiguration.errors.pieces' }],
  ])('%j → %j', (typed, expected) => {
    expect(codes(readConfiguration(cable, typed))).toEqual(expected);
  });

  it('names the limits in the message', () => {
    const result = readConfiguration(cable, { length: '4', packaging: 'RING', pieces: '1' });
    expect(result.ok ? null : result.errors.length?.params).toMatchObject({ min: '5', max: '100', step: '0,5', fee: '95 kr' });
  });
});
