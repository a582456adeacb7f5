/**
 * The one table of sales units: the unit codes the services send (the seed uses ST, M, RLE and
 * FP; STK comes from punch-out customers) and the Swedish words a buyer reads, singular and
 * plural. Every screen names a unit through this table, so no code such as "RLE" reaches a page.
 */
const UNITS: Readonly<Record<string, readonly [singular: string, plural: string]>> = {
  ST: ['st', 'st'],
  STK: ['st', 'st'],
  M: ['m', 'm'],
  M2: ['m²', 'm²'],
  M3: ['m³', 'm³'],
  KG: ['kg', 'kg'],
  L: ['liter', 'liter'],
  RLE: ['rulle', 'rullar'],
  FP: ['förpackning', 'förpackningar'],
  PKT: ['paket', 'paket'],
  KRT: ['kartong', 'kartonger'],
  PAR: ['par', 'par'],
  SATS: ['sats', 'satser'],
  TUB: ['tub', 'tuber'],
  HINK: ['hink', 'hinkar'],
  SCK: ['säck', 'säckar'],
  BNT: ['bunt', 'buntar'],
  PALL: ['pall', 'pallar'],
  LGD: ['längd', 'längder'],
};

/** A code the table lacks is shown as a neutral "st" rather than as the code itself. */
const FALLBACK = UNITS.ST as readonly [string, string];

const entry = (code: string | null | undefined) => UNITS[(code ?? '').trim().toUpperCase()] ?? FALLBACK;

/** True when the table knows the code (a test keeps the seed's units in it). */
export const isKnownUnit = (code: string): boolean => UNITS[code.trim().toUpperCase()] !== undefined;

/** "RLE" → "rulle" for one, "rullar" for any other quantity (0, 2, 2,5). */
export function unitName(code: string | null | undefined, quantity = 1): string {
  const [singular, plural] = entry(code);
  return quantity === 1 ? singular : plural;
}
