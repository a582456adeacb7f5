import 'server-only';
import type { VariantSummary } from '../../lib/catalogue/variant';
import type { UpstreamService } from '../../lib/upstream';
import { searchProducts } from '../../lib/upstream/search/search-products';
import { areaOfDesignation, CABLE_CATEGORY_PATH, CONDUCTOR_ATTRIBUTE, conductorDesignations } from './cable-designations';
import type { SupplySystem } from './cable-sizing';

export interface MatchingCable {
  articleNumber: string;
  name: string;
  variantSlug: string;
  areaMm2: number;
}

export interface MatchingCables {
  cables: MatchingCable[];
  /** The listing of every matching cable (facet filters in the URL). */
  listingPath: string;
}

const SHOWN = 6;

const areaOf = (variant: VariantSummary) => {
  const value = variant.attributes.find((attribute) => attribute.attributeName === CONDUCTOR_ATTRIBUTE)?.attributeValue;
  return value ? areaOfDesignation(value) : null;
};

/** The cable type of an article: its name without conductor, colour and length ("FK-ledning H07V-U"). */
const cableType = (name: string) => name.split(' ').slice(0, 2).join(' ');

/**
 * Cables of the catalogue that fit the recommendation, smallest fitting area first, one article
 * per cable type and area, so the installer sees the kinds of cable rather than 40 colours of one.
 * One search per area (in parallel), so a type with many variants cannot crowd out the others.
 */
export async function findMatchingCables(search: UpstreamService, areaMm2: number, system: SupplySystem, assortment: string | undefined): Promise<MatchingCables> {
  const designations = conductorDesignations(areaMm2, system);
  const params = new URLSearchParams(designations.map((designation) => ['filter', `${CONDUCTOR_ATTRIBUTE}:${designation}`]));
  const listingPath = `/kategorier/${CABLE_CATEGORY_PATH.join('/')}?${params.toString()}`;
  const byArea = Map.groupBy(designations, (designation) => areaOfDesignation(designation));
  const answers = await Promise.all(
    [...byArea.values()].map((group) =>
      searchProducts(search, {
        categoryPath: CABLE_CATEGORY_PATH.join('/'),
        facets: { [CONDUCTOR_ATTRIBUTE]: group },
        ...(assortment ? { assortment } : {}),
        sort: 'name-asc',
        pageSize: 100,
      }),
    ),
  );
  const seen = new Set<string>();
  const cables = answers
    .flatMap((answer) => answer.items)
    .flatMap((variant): MatchingCable[] => {
      const area = areaOf(variant);
      return area === null ? [] : [{ articleNumber: variant.articleNumber, name: variant.name, variantSlug: variant.variantSlug, areaMm2: area }];
    })
    .sort((a, b) => a.areaMm2 - b.areaMm2)
    .filter((cable) => {
      const key = `${cableType(cable.name)}:${cable.areaMm2}`;
      return !seen.has(key) && Boolean(seen.add(key));
    })
    .slice(0, SHOWN);
  return { cables, listingPath };
}
