import 'server-only';
import { cache } from 'react';
import { getRequestContext } from '../../../lib/request';
import type { Attribute, Variant } from '../../../lib/catalogue/variant';
import { href } from '../../../lib/routes/href';
import { UpstreamError } from '../../../lib/upstream';
import { getAttributeSequence } from '../../../lib/upstream/product/get-attribute-sequence';
import { getVariantPage } from '../../../lib/upstream/product/get-variant-page';
import { getCatalogueContext } from '../catalogue-context';
import { orderAttributes } from './attribute-order';

export interface ProductPage {
  variant: Variant;
  /** The variant's attributes in its category's sequence, disabled ones left out. */
  attributes: Attribute[];
  /** The page's own absolute address: the canonical link and the JSON-LD url. */
  url: string;
  origin: string;
}

export const productPath = (slug: string) => href('produkt-slug', { slug });

/**
 * The critical data of /produkt/{slug}: the static variant (null for an unknown slug, or one
 * outside the customer's assortment) and its category's attribute order. Nothing here is per
 * customer beyond the assortment, so it never waits for price or stock.
 */
export const loadProductPage = cache(async (slug: string): Promise<ProductPage | null> => {
  const { product, assortment } = await getCatalogueContext();
  const variant = await getVariantPage(product, { slug, assortment });
  if (!variant) return null;
  const leaf = variant.product.breadcrumb.parents.at(-1);
  // The order is a nicety: without it the attributes still show, in the order upstream sent.
  const sequence = leaf ? await getAttributeSequence(product, leaf.id).catch((error: unknown) => (error instanceof UpstreamError ? [] : Promise.reject(error))) : [];
  // The origin the buyer asked (the brand's host); an RSC request has the same one.
  const origin = getRequestContext().url.origin;
  return { variant, attributes: orderAttributes(variant.attributes, sequence), origin, url: `${origin}${productPath(variant.variantSlug)}` };
});
