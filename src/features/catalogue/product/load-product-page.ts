import 'server-only';
import { cache } from 'react';
import { countVariantCacheOutcome, getRequestContext } from '../../../lib/request';
import type { Variant } from '../../../lib/catalogue/variant';
import { href } from '../../../lib/routes/href';
import { cachedVariantPage } from '../../../lib/upstream/product/cached-variant-page';
import { getCatalogueContext } from '../catalogue-context';

export interface ProductPage {
  variant: Variant;
  /** The page's own absolute address: the canonical link and the JSON-LD url. */
  url: string;
  origin: string;
}

export const productPath = (slug: string) => href('produkt-slug', { slug });

/**
 * The critical data of /produkt/{slug}: the static variant (null for an unknown slug, or one
 * outside the customer's assortment), through the KV cache (cached-variant-page.ts). Nothing here
 * is per customer beyond the assortment, so it never waits for price or stock; the attribute order
 * streams in later (load-attribute-order.ts).
 */
export const loadProductPage = cache(async (slug: string): Promise<ProductPage | null> => {
  const { product, assortment } = await getCatalogueContext();
  const { cache: kv, waitUntil, url } = getRequestContext();
  const variant = await cachedVariantPage(product, { slug, assortment, kv, cache: { waitUntil, onOutcome: countVariantCacheOutcome } });
  if (!variant) return null;
  // The origin the buyer asked (the brand's host); an RSC request has the same one.
  const origin = url.origin;
  return { variant, origin, url: `${origin}${productPath(variant.variantSlug)}` };
});
