/**
 * Cable sizing for a copper installation (Ljusgrossen's /el-kalkyl): the smallest standard
 * conductor area that carries the load current for the installation method and keeps the voltage
 * drop within the limit. The current-carrying capacities are those of SS 436 40 00 (IEC
 * 60364-5-52, tables B.52.2–B.52.5): PVC insulation (70 °C), copper, 30 °C ambient air or 20 °C
 * ground, one circuit, no grouping. Voltage drop per SS 436 40 00 section 525, resistive load
 * (cos φ = 1), conductor at operating temperature. A guide for the installer, not a design.
 */

export const INSTALLATION_METHODS = ['A1', 'B2', 'C', 'D', 'E'] as const;
export type InstallationMethod = (typeof INSTALLATION_METHODS)[number];

export const SYSTEMS = ['1-fas-230', '3-fas-400'] as const;
export type SupplySystem = (typeof SYSTEMS)[number];

/** Standard copper conductor areas in mm². */
export const CONDUCTOR_AREAS = [1.5, 2.5, 4, 6, 10, 16, 25, 35, 50, 70, 95, 120] as const;

/** Resistivity of copper at the 70 °C operating temperature, Ω·mm²/m (0.0175 at 20 °C × 1.2). */
export const COPPER_RESISTIVITY = 0.021;

/** Ampacity in A per area (same order as CONDUCTOR_AREAS): two loaded conductors (single-phase). */
const AMPACITY_TWO_LOADED: Record<InstallationMethod, readonly number[]> = {
  A1: [14.5, 19.5, 26, 34, 46, 61, 80, 99, 119, 151, 182, 210],
  B2: [16.5, 23, 30, 38, 52, 69, 90, 111, 133, 168, 201, 232],
  C: [19.5, 27, 36, 46, 63, 85, 112, 138, 168, 213, 258, 299],
  D: [22, 29, 38, 47, 63, 81, 104, 125, 148, 183, 216, 246],
  E: [22, 30, 40, 51, 70, 94, 119, 148, 180, 232, 282, 328],
};

/** Ampacity in A per area: three loaded conductors (three-phase). */
const AMPACITY_THREE_LOADED: Record<InstallationMethod, readonly number[]> = {
  A1: [13.5, 18, 24, 31, 42, 56, 73, 89, 108, 136, 164, 188],
  B2: [15, 20, 27, 34, 46, 62, 80, 99, 118, 149, 179, 206],
  C: [17.5, 24, 32, 41, 57, 76, 96, 119, 144, 184, 223, 259],
  D: [18, 24, 31, 39, 52, 67, 86, 103, 122, 151, 179, 203],
  E: [18.5, 25, 34, 43, 60, 80, 101, 126, 153, 196, 238, 276],
};

export const SYSTEM_VOLTAGE: Record<SupplySystem, number> = { '1-fas-230': 230, '3-fas-400': 400 };

/** Limits the form accepts: a fuse from 6 A, a cable run up to one kilometre. */
export const CURRENT_RANGE = { min: 1, max: 250 } as const;
export const LENGTH_RANGE = { min: 1, max: 1000 } as const;
export const DROP_LIMIT_RANGE = { min: 1, max: 10 } as const;
/** SS 436 40 00 recommends at most 4 % from the service entrance to the point of use. */
export const DEFAULT_DROP_LIMIT_PERCENT = 4;

export interface SizingInput {
  currentA: number;
  lengthM: number;
  method: InstallationMethod;
  system: SupplySystem;
  maxDropPercent: number;
}

export interface AreaCheck {
  areaMm2: number;
  ampacityA: number;
  dropV: number;
  dropPercent: number;
  carriesCurrent: boolean;
  withinDrop: boolean;
}

export interface SizingResult {
  input: SizingInput;
  /** The smallest area meeting both rules; null when even the largest in the table does not. */
  recommended: AreaCheck | null;
  /** Smallest area for the current alone, and for the voltage drop alone (to show which rule decided). */
  minAreaForCurrent: number | null;
  minAreaForDrop: number | null;
  checks: AreaCheck[];
}

/**
 * Voltage drop in volts: single-phase counts the way out and back (2·L), three-phase a balanced
 * load (√3·L), both with a resistive load.
 */
export function voltageDrop({ currentA, lengthM, system }: Pick<SizingInput, 'currentA' | 'lengthM' | 'system'>, areaMm2: number): number {
  const factor = system === '1-fas-230' ? 2 : Math.sqrt(3);
  return (factor * lengthM * currentA * COPPER_RESISTIVITY) / areaMm2;
}

export function ampacity(method: InstallationMethod, system: SupplySystem, areaIndex: number): number {
  const table = system === '1-fas-230' ? AMPACITY_TWO_LOADED : AMPACITY_THREE_LOADED;
  return table[method][areaIndex]!;
}

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

export function sizeCable(input: SizingInput): SizingResult {
  const voltage = SYSTEM_VOLTAGE[input.system];
  const checks = CONDUCTOR_AREAS.map((areaMm2, index): AreaCheck => {
    const ampacityA = ampacity(input.method, input.system, index);
    const dropV = voltageDrop(input, areaMm2);
    const dropPercent = (dropV / voltage) * 100;
    return {
      areaMm2,
      ampacityA,
      dropV: round(dropV, 2),
      dropPercent: round(dropPercent, 2),
      carriesCurrent: ampacityA >= input.currentA,
      withinDrop: dropPercent <= input.maxDropPercent,
    };
  });
  return {
    input,
    recommended: checks.find((check) => check.carriesCurrent && check.withinDrop) ?? null,
    minAreaForCurrent: checks.find((check) => check.carriesCurrent)?.areaMm2 ?? null,
    minAreaForDrop: checks.find((check) => check.withinDrop)?.areaMm2 ?? null,
    checks,
  };
}

/** "2,5" for 2.5: how the catalogue and Swedish installers write an area. */
export const formatArea = (areaMm2: number): string => String(areaMm2).replace('.', ',');
