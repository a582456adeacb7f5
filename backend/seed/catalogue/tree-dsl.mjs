// A small notation for the demo category tree: branches hold branches or leaves, and a leaf holds
// the product family its variants are generated from. Keeps the tree files readable as data.
import { slugify } from './identifiers.mjs';

/** 'a|b|c' → ['a', 'b', 'c']: dimension values are written as one string to stay compact. */
const values = (list) => (Array.isArray(list) ? list : list.split('|'));

/**
 * A top category: its icon name (spec point 9) and the manufacturers its variants come from.
 */
export const top = (icon, name, slug, manufacturers, children) => ({ icon, name, slug, manufacturers, children });

export const branch = (name, children, slug = slugify(name)) => ({ name, slug, children });

/**
 * A leaf category with its product family.
 * - template: the variant name, `{key}` placeholders from `dims`, `{brand}` for the manufacturer
 * - dims: placeholder → 'v1|v2|…'; the first dimension splits variants into products
 * - attrs: attribute name → value template, in the category's attribute sequence order
 * - options: price [min, max] kr, per (dimension giving the sales unit conversion) and perUnit,
 *   facets (attribute names), alloy (share of price that is metal surcharge), warnings (codes),
 *   constraints (purchase constraints on every variant), ask (share of ask-for-price variants),
 *   stockTypes (weights for LAG/TRA/TRA_PLUS/VIR), slug
 */
export function leaf(name, unit, template, dims, attrs, options = {}) {
  const parsedDims = Object.fromEntries(Object.entries(dims).map(([key, list]) => [key, values(list)]));
  return {
    name,
    slug: options.slug ?? slugify(name),
    family: { unit, template, dims: parsedDims, attrs, price: [50, 500], ...options },
  };
}
