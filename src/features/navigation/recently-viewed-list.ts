/**
 * The list behind the history flyout, as pure functions: what is kept, in which order, and how a
 * stored value is read back. localStorage is another tab's, an old release's or a user's to edit,
 * so reading it trusts nothing and drops entries it cannot use instead of failing.
 */

export const RECENTLY_VIEWED_MAX = 10;

export interface RecentlyViewedProduct {
  slug: string;
  name: string;
  articleNumber: string;
  /** A path on our own origin (the product service's image route); anything else is dropped. */
  image: string;
}

const MAX_FIELD_LENGTH = 300;
const SLUG = /^[\w-]{1,200}$/;

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= MAX_FIELD_LENGTH;
const isOwnImagePath = (value: string) => value.startsWith('/') && !value.startsWith('//');

/** A usable entry, or undefined; unknown fields are left behind. */
export function toRecentlyViewed(value: unknown): RecentlyViewedProduct | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { slug, name, articleNumber, image } = value as Record<string, unknown>;
  if (!isText(slug) || !SLUG.test(slug) || !isText(name) || !isText(articleNumber)) return undefined;
  return { slug, name, articleNumber, image: typeof image === 'string' && isText(image) && isOwnImagePath(image) ? image : '' };
}

/** The product first, any earlier visit of it removed, at most `max` entries. */
export function addRecentlyViewed(list: readonly RecentlyViewedProduct[], product: RecentlyViewedProduct, max = RECENTLY_VIEWED_MAX): RecentlyViewedProduct[] {
  return [product, ...list.filter((entry) => entry.slug !== product.slug)].slice(0, max);
}

/** Reads a stored value back: broken JSON or entries give an empty or shorter list. */
export function parseRecentlyViewed(raw: string | null): RecentlyViewedProduct[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const list: RecentlyViewedProduct[] = [];
  for (const item of value) {
    const entry = toRecentlyViewed(item);
    if (!entry || seen.has(entry.slug)) continue;
    seen.add(entry.slug);
    list.push(entry);
  }
  return list.slice(0, RECENTLY_VIEWED_MAX);
}
