import 'server-only';
import { readCatalogueVersion } from '../../cache/catalogue-version';
import { cachedJson, type CacheHooks, type KvStore } from '../../cache/kv-cache';
import { VariantSchema, type Variant } from '../../catalogue/variant';
import type { UpstreamService } from '../upstream-service';
import { getVariantPage } from './get-variant-page';

/** Fresh for five minutes, like the menu; served once more while it is refreshed for an hour after. */
export const VARIANT_PAGE_FRESH_SECONDS = 300;
export const VARIANT_PAGE_STALE_SECONDS = 3600;
/** KV refuses keys over 512 bytes; a slug that long is asked upstream each time. */
const MAX_KEY_LENGTH = 512;

export const variantPageKey = (catalogueVersion: string, assortment: string, slug: string) => `variant-page:v1:c${catalogueVersion}:${assortment}:${encodeURIComponent(slug)}`;

const readVariant = (value: unknown): Variant | undefined => VariantSchema.safeParse(value).data;

/**
 * The product page's variant through KV (issue 13): the one answer a product page awaits before its
 * first byte, and the same for every buyer of an assortment (nothing per customer: no price, no
 * stock). A hit lets the page start streaming without waiting for the product service. The key
 * carries the catalogue version, so the catalogue webhook makes every kept variant unreachable.
 * An unknown slug is never kept: made-up addresses cannot fill KV, and a product that appears
 * is found at once. A kept entry is parsed again on the way out, so one written by an older
 * build with another shape counts as missing.
 */
export async function cachedVariantPage(product: UpstreamService, input: { slug: string; assortment: string | undefined; kv: KvStore | undefined; cache: CacheHooks }): Promise<Variant | null> {
  const load = () => getVariantPage(product, { slug: input.slug, assortment: input.assortment });
  if (!input.kv) return load();
  const key = variantPageKey(await readCatalogueVersion(input.kv), input.assortment ?? 'default', input.slug);
  if (key.length > MAX_KEY_LENGTH) return load();
  return cachedJson<Variant | null>(input.kv, key, load, {
    ...input.cache,
    freshSeconds: VARIANT_PAGE_FRESH_SECONDS,
    staleSeconds: VARIANT_PAGE_STALE_SECONDS,
    keep: (variant) => variant !== null,
    read: readVariant,
  });
}
