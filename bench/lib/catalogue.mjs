import { get } from './http-get.mjs';

/** Product cards the category route must show: a full first page (PAGE_SIZE in the listing). */
export const CARDS_PER_PAGE = 48;

const categoryHrefs = (html) => [...html.matchAll(/href="(\/kategorier\/[^"?#]+)"/g)].map((m) => m[1]);
const productHrefs = (html) => [...new Set([...html.matchAll(/href="(\/produkt\/[^"?#]+)"/g)].map((m) => m[1]))];
/** /kategorier/a/b/c/d → /kategorier/a/b/c; null when the path is shallower than `depth`. */
const atDepth = (href, depth) => {
  const segments = href.split('/').slice(2).filter(Boolean);
  return segments.length >= depth ? `/kategorier/${segments.slice(0, depth).join('/')}` : null;
};
const unique = (list) => [...new Set(list.filter(Boolean))];

/**
 * Candidate categories three levels deep, in a deterministic order: the categories search-as-you-
 * type suggests for "kabel" (cut to three levels), then, should that give none, the header menu
 * of the front page (two levels) and the subcategory links of each of those pages.
 */
async function candidateCategories(origin, { host, headers }) {
  const suggest = await get(new URL('/api/search/suggest?q=kabel', origin).href, { host, headers });
  if (suggest.status === 200) {
    const found = unique(JSON.parse(suggest.body.toString('utf8')).categories.map((c) => atDepth(c.href, 3)));
    if (found.length) return found;
  }
  const front = await get(new URL('/', origin).href, { host, headers });
  const second = unique(categoryHrefs(front.body.toString('utf8')).map((href) => atDepth(href, 2))).sort();
  for (const path of second.slice(0, 4)) {
    const page = await get(new URL(path, origin).href, { host, headers });
    const third = unique(categoryHrefs(page.body.toString('utf8')).map((href) => atDepth(href, 3))).sort();
    if (third.length) return third;
  }
  return [];
}

/** The product cards of a category page (unique /produkt/ links, in page order). */
async function cardsOf(origin, path, { host, headers }) {
  const res = await get(new URL(path, origin).href, { host, headers });
  return res.status === 200 ? productHrefs(res.body.toString('utf8')) : [];
}

/**
 * Picks the catalogue pages the bench measures, at runtime from the seeded data: a category three
 * levels deep whose first page shows CARDS_PER_PAGE products to the signed-in buyer, and the first
 * product card on it. `categoryPath` and `productPath` (from the previous catalogue size) are kept
 * when they still qualify, so both sizes measure the same pages where the seed allows it.
 */
export async function pickCatalogueRoutes(origin, { host, headers, categoryPath, productPath }) {
  const candidates = unique([categoryPath, ...(await candidateCategories(origin, { host, headers }))]);
  for (const path of candidates.slice(0, 8)) {
    const cards = await cardsOf(origin, path, { host, headers });
    if (cards.length < CARDS_PER_PAGE) continue;
    const keep = productPath && (await get(new URL(productPath, origin).href, { host, headers })).status === 200;
    return { categoryPath: path, productPath: keep ? productPath : cards[0] };
  }
  throw new Error(`no category three levels deep with ${CARDS_PER_PAGE} products among ${candidates.join(', ') || 'none found'}`);
}
