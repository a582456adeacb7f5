import type { CookieJar } from './cookie-jar';
import { getWith } from './session-flows';

/** A listing with ordinary products in the seeded catalogue. */
export const SAMPLE_CATEGORY = '/kategorier/el/belysning/ljuskallor';

/** The `index`th product of the sample listing, as the signed-in buyer sees it, with its add-to-cart form. */
export async function sampleProduct(jar: CookieJar, index = 0): Promise<{ slug: string; articleNumber: string; addForm: [string, string][] }> {
  const listing = await getWith(jar, SAMPLE_CATEGORY);
  const slugs = [...new Set([...listing.body.matchAll(/href="\/produkt\/([^"?#]+)"/g)].map((match) => match[1]))];
  const slug = slugs[index];
  const page = await getWith(jar, `/produkt/${slug}`);
  const articleNumber = /name="articleNumber" value="([^"]+)"/.exec(page.body)?.[1];
  if (!slug || !articleNumber) throw new Error(`no product on ${SAMPLE_CATEGORY}`);
  // The add-to-cart form is the one with the order multiple; the favourite star and "Lägg till i lista" carry the article number too.
  const at = page.body.indexOf('name="multiple"');
  const form = page.body.slice(page.body.lastIndexOf('<form', at), page.body.indexOf('</form>', at));
  return { slug, articleNumber, addForm: hiddenFields(form) };
}

/** Every hidden field of a rendered form (React's $ACTION_… reference among them), entities decoded. */
export function hiddenFields(form: string): [string, string][] {
  const decode = (value: string) => value.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  return [...form.matchAll(/<input(?=[^>]*type="hidden")[^>]*>/g)].map(([tag]) => [decode(/name="([^"]*)"/.exec(tag)?.[1] ?? ''), decode(/value="([^"]*)"/.exec(tag)?.[1] ?? '')]);
}

/** How many lines the buyer's cart page lists. */
export async function cartLineCount(jar: CookieJar): Promise<number> {
  const cart = await getWith(jar, '/cart');
  return new Set([...cart.body.matchAll(/name="cartItemId" value="([^"]+)"/g)].map((match) => match[1])).size;
}
