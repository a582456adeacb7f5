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

/**
 * Cables of the catalogue that fit the recommendation, smallest fitting area first, one article
 * per product (the shortest length or first colour), so the installer sees types, not 40 colours.
 */
export async function findMatchingCables(search: UpstreamService, areaMm2: number, system: SupplySystem, assortment: string | undefined): Promise<MatchingCables> {
  const designations = conductorDesignations(areaMm2, system);
  const params = new URLSearchParams(designations.map((designation) => ['filter', `${CONDUCTOR_ATTRIBUTE}:${designation}`]));
  const listingPath = `/kategorier/${CABLE_CATEGORY_PATH.join('/')}?${params.toString()}`;
  if (designations.length === 0) return { cables: [], listingPath };
  const answer = await searchProducts(search, {
    categoryPath: CABLE_CATEGORY_PATH.join('/'),
    facets: { [CONDUCTOR_ATTRIBUTE]: designations },
    ...(assortment ? { assortment } : {}),
    sort: 'name-asc',
    pageSize: 48,
  });
  const seen = new Set<string>();
  const cables = answer.items
    .flatMap((variant) => {
      const area = areaOf(variant);
      return area === null ? [] : [{ productId: variant.productId, cable: { articleNumber: variant.articleNumber, name: variant.name, variantSlug: variant.variantSlug, areaMm2: area } }];
    })
    .sort((a, b) => a.cable.areaMm2 - b.cable.areaMm2)
    .filter(({ productId }) => !seen.has(productId) && Boolean(seen.add(productId)))
    .slice(0, SHOWN)
    .map(({ cable }) => cable);
  return { cables, listingPath };
}
