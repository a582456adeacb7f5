import { describe, expect, it } from 'vitest';
import { CONDUCTOR_AREAS, sizeCable, voltageDrop, type SizingInput } from './cable-sizing';
import { areaOfDesignation, conductorDesignations } from './cable-designations';
import { parseSizingQuery } from './sizing-query';

const base: SizingInput = { currentA: 16, lengthM: 40, method: 'B2', system: '1-fas-230', maxDropPercent: 4 };

describe('sizeCable', () => {
  it('16 A over 40 m, single-phase in conduit: 4 mm², because 2,5 mm² drops more than 4 %', () => {
    const result = sizeCable(base);
    expect(result.minAreaForCurrent).toBe(1.5);
    expect(result.minAreaForDrop).toBe(4);
    expect(result.recommended?.areaMm2).toBe(4);
    expect(result.recommended?.dropPercent).toBeCloseTo(2.92, 2);
    const twoAndAHalf = result.checks.find((check) => check.areaMm2 === 2.5)!;
    expect(twoAndAHalf.dropPercent).toBeGreaterThan(4);
  });

  it('a short run is decided by the current: 16 A over 10 m needs 1,5 mm² in B2, 20 A needs 2,5 mm²', () => {
    expect(sizeCable({ ...base, lengthM: 10 }).recommended?.areaMm2).toBe(1.5);
    expect(sizeCable({ ...base, lengthM: 10, currentA: 20 }).recommended?.areaMm2).toBe(2.5);
  });

  it('three-phase drops less for the same current and length (√3 instead of 2, 400 V); three loaded conductors carry less', () => {
    const three = sizeCable({ ...base, system: '3-fas-400' });
    expect(three.minAreaForDrop).toBe(1.5);
    expect(three.minAreaForCurrent).toBe(2.5);
    expect(three.recommended?.areaMm2).toBe(2.5);
    expect(voltageDrop({ ...base, system: '3-fas-400' }, 2.5)).toBeLessThan(voltageDrop(base, 2.5));
  });

  it('the installation method changes the capacity: 63 A three-phase is 16 mm² on a wall (C), 25 mm² in insulation (A1)', () => {
    const short = { ...base, currentA: 63, lengthM: 5, system: '3-fas-400' as const };
    expect(sizeCable({ ...short, method: 'C' }).recommended?.areaMm2).toBe(16);
    expect(sizeCable({ ...short, method: 'A1' }).recommended?.areaMm2).toBe(25);
  });

  it('nothing in the table fits a very long heavy run: no recommendation rather than a wrong one', () => {
    const result = sizeCable({ ...base, currentA: 250, lengthM: 1000 });
    expect(result.recommended).toBeNull();
    expect(result.checks).toHaveLength(CONDUCTOR_AREAS.length);
  });

  it('a larger area never drops more voltage or carries less current', () => {
    const { checks } = sizeCable(base);
    for (let i = 1; i < checks.length; i++) {
      expect(checks[i]!.dropV).toBeLessThanOrEqual(checks[i - 1]!.dropV);
      expect(checks[i]!.ampacityA).toBeGreaterThan(checks[i - 1]!.ampacityA);
    }
  });
});

describe('parseSizingQuery', () => {
  it('an empty form is not an error', () => {
    expect(parseSizingQuery(new URLSearchParams())).toEqual({ state: 'empty' });
  });

  it('takes a decimal comma and fills the defaults', () => {
    expect(parseSizingQuery(new URLSearchParams('strom=16&langd=40,5'))).toEqual({
      state: 'valid',
      input: { currentA: 16, lengthM: 40.5, method: 'B2', system: '1-fas-230', maxDropPercent: 4 },
    });
  });

  it('names the fields that are out of range or unknown', () => {
    const result = parseSizingQuery(new URLSearchParams('strom=0&langd=abc&metod=X&system=1-fas-230'));
    expect(result).toEqual({ state: 'invalid', fields: ['currentA', 'lengthM', 'method'] });
  });
});

describe('conductorDesignations', () => {
  it('single-phase: 3G cables and single-core wires, the area and the next two larger', () => {
    expect(conductorDesignations(4, '1-fas-230')).toEqual(['3G4', '4 mm²', '3G6', '6 mm²', '3G10', '10 mm²']);
    expect(conductorDesignations(2.5, '3-fas-400').slice(0, 3)).toEqual(['5G2,5', '4G2,5', '2,5 mm²']);
    expect(conductorDesignations(500, '1-fas-230')).toEqual([]);
    expect([areaOfDesignation('5G2,5'), areaOfDesignation('4 mm²'), areaOfDesignation('U/UTP')]).toEqual([2.5, 4, null]);
  });
});
