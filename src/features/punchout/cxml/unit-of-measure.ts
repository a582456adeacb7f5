/**
 * cXML wants UN/CEFACT (Recommendation 20) unit codes; the shop's units are Swedish short forms.
 * Units not listed pass through in upper case, which receivers that know the shop can map.
 */
const CEFACT: Readonly<Record<string, string>> = {
  ST: 'EA',
  STK: 'EA',
  PCS: 'EA',
  M: 'MTR',
  M2: 'MTK',
  M3: 'MTQ',
  KG: 'KGM',
  L: 'LTR',
  FP: 'PK',
  PKT: 'PK',
  RLE: 'RO',
  RL: 'RO',
  PAR: 'PR',
  SET: 'SET',
  KRT: 'CT',
  TIM: 'HUR',
};

export function unitOfMeasure(unit: string): string {
  const code = unit.trim().toUpperCase();
  return CEFACT[code] ?? code;
}
