import { CONDUCTOR_AREAS, formatArea, type SupplySystem } from './cable-sizing';

/** The catalogue's cable category and the attribute that names the conductors ("3G2,5", "4 mm²"). */
export const CABLE_CATEGORY_PATH = ['el', 'kabel'] as const;
export const CONDUCTOR_ATTRIBUTE = 'Ledare';
/** How many larger areas to offer too: the catalogue does not stock every area in every type. */
const LARGER_AREAS = 2;

/**
 * The catalogue's names of the conductors that fit a recommended area: a multi-core cable with
 * protective earth (3G for single-phase; 5G, or 4G without neutral, for three-phase) or single-core
 * wires for conduit, in the recommended area and the next larger ones. Smallest first.
 */
export function conductorDesignations(areaMm2: number, system: SupplySystem): string[] {
  const from = CONDUCTOR_AREAS.findIndex((area) => area >= areaMm2);
  if (from < 0) return [];
  const areas = CONDUCTOR_AREAS.slice(from, from + 1 + LARGER_AREAS).map(formatArea);
  const cores = system === '1-fas-230' ? ['3G'] : ['5G', '4G'];
  return areas.flatMap((area) => [...cores.map((core) => `${core}${area}`), `${area} mm²`]);
}

/** The conductor area a designation names, in mm² ("5G2,5" → 2.5, "4 mm²" → 4). */
export function areaOfDesignation(designation: string): number | null {
  const match = /^(?:\dG)?(\d+(?:,\d+)?)(?: mm²)?$/.exec(designation.trim());
  return match ? Number(match[1]!.replace(',', '.')) : null;
}
