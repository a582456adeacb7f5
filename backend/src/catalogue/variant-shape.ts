import { categoryRef, type CategoryIndex, type CategoryRef } from './category';
import type { VariantRow, WarningRow } from './variant-row';
import { finishOf, imageUrl, kindOf, productImageKey, type ProductKind } from './image-family';
import { documentAssets, documentKindsOf } from './product-documents';
import { productDescription } from './product-description';

/** Attributes every variant carries for machines (punch-out) but the product page hides. */
const HIDDEN_ATTRIBUTES = new Set(['SSG']);

export interface Attribute {
  attributeName: string;
  attributeValue: string;
}

export interface Asset {
  assetType: string;
  assetUrl: string;
  assetLabel: string;
  assetMimeType: string;
}

export interface Warning {
  code: string;
  description: string;
  signalWord: string | null;
  assetUrl: string | null;
  detailedDescription: string;
}

/** The static part of spec point 3's Variant: everything but price, stock, stockedAt and relations. */
export interface VariantCore {
  articleNumber: string;
  name: string;
  /** The product family's text (product-description.ts); not in spec point 3, which has no description. */
  description: string;
  discontinued: boolean;
  variantSlug: string;
  filterTags: string[];
  purchaseConstraints: string[];
  webSalesUnit: { unit: string; conversionFactor: number; conversionUnit: string };
  ean: string;
  unit: string;
  stockType: string;
  product: { id: string; name: string; breadcrumb: { parents: CategoryRef[] }; categoryPaths: string[] };
  brands: { id: string; name: string }[];
  images: Asset[];
  attributes: Attribute[];
  warnings: Warning[];
}

/** A variant in lists: search results, a product's variant choice, selected product groups. */
export interface VariantSummary {
  articleNumber: string;
  name: string;
  variantSlug: string;
  ean: string;
  brand: string;
  unit: string;
  image: string;
  discontinued: boolean;
  filterTags: string[];
  purchaseConstraints: string[];
  stockType: string;
  productId: string;
  categoryId: string;
  categoryPath: string;
  attributes: Attribute[];
}

const IMAGE_LABELS = ['Produktbild', 'Miljöbild', 'Måttskiss'];
const IMAGE_TYPES = ['PRODUCT_IMAGE', 'ENVIRONMENT_IMAGE', 'DIMENSION_DRAWING'];

/** The product family of a variant (cable coil, screw, pipe …): its leaf category's name decides, image-family.ts. */
export function variantKind(row: Pick<VariantRow, 'category_id'>, index: CategoryIndex): ProductKind {
  const leaf = index.byId.get(row.category_id);
  const topIcon = (leaf ? index.trailOf(leaf)[0]?.icon : null) ?? '';
  return kindOf(leaf?.name ?? '', topIcon);
}

/** The stored illustration of a variant's view (1 product, 2 setting, 3 dimensions): by family and finish. */
export function variantImageUrl(row: Pick<VariantRow, 'name' | 'attributes' | 'category_id'>, index: CategoryIndex, view = 1): string {
  return imageUrl(productImageKey(variantKind(row, index), finishOf(row.name, row.attributes), view));
}
export const pictogramUrl = (code: string) => `/images/ghs/${code}.svg`;
export const brandId = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

const visibleAttributes = (row: VariantRow): Attribute[] =>
  row.attributes.filter(([name]) => !HIDDEN_ATTRIBUTES.has(name)).map(([attributeName, attributeValue]) => ({ attributeName, attributeValue }));

export function toVariantCore(row: VariantRow, index: CategoryIndex, warnings: ReadonlyMap<string, WarningRow>): VariantCore {
  const leaf = index.byId.get(row.category_id);
  const trail = leaf ? index.trailOf(leaf) : [];
  return {
    articleNumber: row.article_number,
    name: row.name,
    description: productDescription(variantKind(row, index)),
    discontinued: row.discontinued === 1,
    variantSlug: row.slug,
    filterTags: row.filter_tags,
    purchaseConstraints: row.purchase_constraints,
    webSalesUnit: { unit: row.unit, conversionFactor: row.conversion_factor, conversionUnit: row.conversion_unit },
    ean: row.ean,
    unit: row.unit,
    stockType: row.stock_type,
    product: { id: row.product_id, name: row.product_name, breadcrumb: { parents: trail.map(categoryRef) }, categoryPaths: leaf ? [leaf.path] : [] },
    brands: [{ id: brandId(row.manufacturer), name: row.manufacturer }],
    images: [
      ...Array.from({ length: Math.max(1, row.image_count) }, (_, i) => ({
        assetType: IMAGE_TYPES[i] ?? 'IMAGE',
        assetUrl: variantImageUrl(row, index, i + 1),
        assetLabel: i === 0 ? row.name : (IMAGE_LABELS[i] ?? row.name),
        assetMimeType: 'image/png',
      })),
      ...documentAssets(row.article_number, row.name, documentKindsOf(row.warnings, warnings)),
    ],
    // SSG stays in the list: punch-out maps it to the external product id; the attribute
    // sequence marks it disabled so the product page does not show it.
    attributes: row.attributes.map(([attributeName, attributeValue]) => ({ attributeName, attributeValue })),
    warnings: row.warnings.flatMap((code) => {
      const warning = warnings.get(code);
      if (!warning) return [];
      return [{ code, description: warning.description, signalWord: warning.signal_word, assetUrl: warning.pictogram ? pictogramUrl(warning.pictogram) : null, detailedDescription: warning.detailed_description }];
    }),
  };
}

export function toVariantSummary(row: VariantRow, index: CategoryIndex): VariantSummary {
  return {
    articleNumber: row.article_number,
    name: row.name,
    variantSlug: row.slug,
    ean: row.ean,
    brand: row.manufacturer,
    unit: row.unit,
    image: variantImageUrl(row, index),
    discontinued: row.discontinued === 1,
    filterTags: row.filter_tags,
    purchaseConstraints: row.purchase_constraints,
    stockType: row.stock_type,
    productId: row.product_id,
    categoryId: row.category_id,
    categoryPath: index.byId.get(row.category_id)?.path ?? '',
    attributes: visibleAttributes(row),
  };
}

/** Spec point 3's relation for a discontinued variant's replacement ('ersattningsartikel'). */
export interface Relation {
  type: 'ersattningsartikel';
  label: string;
  articleNumber: string;
  name: string;
  variantSlug: string;
  categories: string[];
  categoryBreadcrumbs: CategoryRef[];
}

export function replacementRelation(replacement: VariantRow, index: CategoryIndex): Relation {
  const leaf = index.byId.get(replacement.category_id);
  return {
    type: 'ersattningsartikel',
    label: 'Ersättningsartikel',
    articleNumber: replacement.article_number,
    name: replacement.name,
    variantSlug: replacement.slug,
    categories: leaf ? [leaf.path] : [],
    categoryBreadcrumbs: leaf ? index.trailOf(leaf).map(categoryRef) : [],
  };
}
