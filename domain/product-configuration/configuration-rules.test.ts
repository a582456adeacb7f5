import { describe, expect, it } from 'vitest';
import type { ConfigurationModel } from './configuration-model';
import { configurationKey, configurationProblems, normalizeConfiguration } from './configuration-rules';
import { configurationSummary, readConfigurationSummary } from './configuration-summary';
import { configuredPiecePrice, lengthShare } from './configured-price';

const cable: ConfigurationModel = {
  articleNumber: 'K1',
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
const bar: ConfigurationModel = { ...cable, articleNumber: 'R1', unitLength: 3, minLength: 0.2, maxLength: 3, lengthStep: 0.01, cuttingFee: 2500, packaging: [] };

describe('configuration rules', () => {
  it.each([
    [{ length: 37, packaging: 'TRUMMA' }, []],
    [{ length: 100, packaging: 'RING' }, []],
    [{ length: 4.5, packaging: 'RING' }, ['length_below_minimum']],
    [{ length: 500.5, packaging: 'TRUMMA' }, ['length_above_maximum']],
    [{ length: 37.3, packaging: 'TRUMMA' }, ['length_step']],
    [{ length: 120, packaging: 'RING' }, ['packaging_too_long']],
    [{ length: 37 }, ['packaging_required']],
    [{ length: 37, packaging: 'PALL' }, ['packaging_unknown']],
    [{ length: 2, packaging: 'PALL' }, ['length_below_minimum', 'packaging_unknown']],
  ])('%j breaks %j', (configuration, codes) => {
    expect(configurationProblems(cable, configuration).map((problem) => problem.code)).toEqual(codes);
  });

  it('compares lengths in millimetres, so 0,1 steps hold', () => {
    expect(configurationProblems({ ...cable, lengthStep: 0.1 }, { length: 37.3, packaging: 'RING' })).toEqual([]);
    expect(configurationProblems(bar, { length: 2.37 })).toEqual([]);
    expect(configurationProblems(bar, { length: 3.01 }).map((p) => p.code)).toEqual(['length_above_maximum']);
  });

  it('drops a packaging the article has no choice of and keys equal cuts equally', () => {
    expect(normalizeConfiguration(bar, { length: 1.25, packaging: 'RING' })).toEqual({ length: 1.25 });
    expect(configurationKey({ length: 37, packaging: 'TRUMMA' })).toBe(configurationKey({ length: 37.0, packaging: 'TRUMMA' }));
    expect(configurationKey({ length: 37, packaging: 'TRUMMA' })).not.toBe(configurationKey({ length: 37, packaging: 'RING' }));
  });
});

describe('summary and price', () => {
  it('reads as the buyer would say it', () => {
    expect(configurationSummary(cable, { length: 37, packaging: 'TRUMMA' })).toBe('Kapad längd 37 m, på trumma');
    expect(configurationSummary(cable, { length: 37.5, packaging: 'RING' })).toBe('Kapad längd 37,5 m, på ring');
    expect(configurationSummary(bar, { length: 1.25 })).toBe('Kapad längd 1,25 m');
  });

  it('reads a summary back, as exported or as a buyer edits it in a spreadsheet', () => {
    for (const configuration of [{ length: 37, packaging: 'TRUMMA' }, { length: 37.5, packaging: 'RING' }, { length: 1250, packaging: 'TRUMMA' }]) {
      expect(readConfigurationSummary(cable, configurationSummary(cable, configuration))).toEqual(configuration);
    }
    expect(readConfigurationSummary(bar, 'Kapad längd 1,25 m')).toEqual({ length: 1.25 });
    expect(readConfigurationSummary(cable, ' kapad längd 40 m ,  PÅ TRUMMA ')).toEqual({ length: 40, packaging: 'TRUMMA' });
    expect(readConfigurationSummary(cable, 'Kapad längd 1\u00a0250 m, på trumma')).toEqual({ length: 1250, packaging: 'TRUMMA' });
    // A length without a delivery form is read; the rules then ask for one.
    expect(readConfigurationSummary(cable, 'Kapad längd 37 m')).toEqual({ length: 37 });
  });

  it.each(['', '37 m', 'Kapad längd trettiosju m', 'Kapad längd 37 m, på pall', 'Kapad längd 37', 'Kapad längd -37 m'])('reads no configuration from %j', (text) => {
    expect(readConfigurationSummary(cable, text)).toBeNull();
  });

  it('prices the length share of a sold unit plus the fees', () => {
    expect(configuredPiecePrice(cable, { length: 37, packaging: 'TRUMMA' }, 4200)).toBe(37 * 4200 + 9500 + 35000);
    expect(configuredPiecePrice(bar, { length: 1.5 }, 30000)).toBe(15000 + 2500);
    expect(lengthShare(bar, { length: 1 }, 1000)).toBe(333);
  });
});
