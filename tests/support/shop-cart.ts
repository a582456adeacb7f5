import { request } from 'node:http';
import { expect, inject } from 'vitest';
import type { CookieJar } from './cookie-jar';
import { sendUntilNotDropped } from './dropped-proxy-request';
import { getWith, signInAs } from './session-flows';
import { isDroppedShopAnswer, shopRequest, type ShopResponse } from './shop-client';
import { scriptActionOf } from '../../bench/lib/script-action.mjs';

// The cart against the running shop (both workers in workerd, seeded D1). Cart writes are server
// actions; these tests post them the way a browser without JavaScript does (progressive
// enhancement): the form's hidden action fields from the rendered page plus the buyer's fields,
// as multipart, to the page. Articles come from the backend's own catalogue answers.
const backend = inject('backendOrigin');

export interface Article {
  articleNumber: string;
  variantSlug: string;
  name: string;
}

export async function backendJson(path: string, body?: unknown): Promise<any> {
  const response = await fetch(backend + path, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return response.json();
}

/** An article of the seeded catalogue with the facts the cart rules read. */
export interface CatalogueArticle extends Article {
  unit: string;
  /** At the central storage (CL-01), 1 when it has no row there. */
  orderMultiple: number;
  purchaseConstraints: string[];
}

/** Every article the catalogue lists (not discontinued), with its unit, order multiple and constraints. */
export async function catalogueArticles(): Promise<CatalogueArticle[]> {
  const menu = await backendJson('/menu?depth=1');
  const found = new Map<string, Article>();
  for (const category of menu.categories) {
    for (const page of [1, 2, 3]) {
      const answer = await backendJson('/search', { categoryPath: category.path, pageSize: 100, page });
      for (const item of answer.items ?? []) if (!item.discontinued) found.set(item.articleNumber, item);
    }
  }
  const articles: CatalogueArticle[] = [];
  const all = [...found.keys()];
  for (let start = 0; start < all.length; start += 200) {
    const query = `query($a: [String!]!) { getVariants(articleNumbers: $a, skipPrice: true) { articleNumber unit discontinued purchaseConstraints stock { locations { locationId orderMultiple } } } }`;
    const answer = await backendJson('/graphql', { query, variables: { a: all.slice(start, start + 200) } });
    for (const v of answer.data.getVariants) {
      const orderMultiple = v.stock?.locations.find((l: { locationId: string }) => l.locationId === 'CL-01')?.orderMultiple ?? 1;
      if (!v.discontinued) articles.push({ ...found.get(v.articleNumber)!, unit: v.unit, orderMultiple, purchaseConstraints: v.purchaseConstraints });
    }
  }
  return articles;
}

/** Plain articles: sold by the piece, order multiple 1, no purchase constraints, not discontinued. */
export async function plainArticles(): Promise<Article[]> {
  const plain = (await catalogueArticles()).filter((a) => a.unit.toUpperCase() === 'ST' && a.orderMultiple === 1 && a.purchaseConstraints.length === 0);
  return plain.map(({ articleNumber, variantSlug, name }) => ({ articleNumber, variantSlug, name }));
}

/** The opening tag to the end of the form that contains `marker`. */
export function formAround(html: string, marker: string): string {
  const at = html.indexOf(marker);
  if (at < 0) throw new Error(`no form with ${marker}`);
  const start = html.lastIndexOf('<form', at);
  return html.slice(start, html.indexOf('</form>', at));
}

/** Every hidden field of a form (the server action's reference among them). */
export function hiddenFields(form: string): [string, string][] {
  const decode = (value: string) => value.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  return [...form.matchAll(/<input(?=[^>]*type="hidden")[^>]*>/g)].map(([tag]) => [decode(/name="([^"]*)"/.exec(tag)?.[1] ?? ''), decode(/value="([^"]*)"/.exec(tag)?.[1] ?? '')]);
}

/** Posts a form's action with our fields replacing its own, as multipart, like a browser without JS. */
export async function submit(jar: CookieJar, path: string, form: string, fields: Record<string, string | File>): Promise<ShopResponse> {
  const data = new FormData();
  for (const [name, value] of hiddenFields(form)) if (!(name in fields)) data.append(name, value);
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  const encoded = new Response(data);
  const body = Buffer.from(await encoded.arrayBuffer()).toString('latin1');
  const sendOnce = () =>
    new Promise<ShopResponse>((resolve, reject) => {
      const origin = new URL(inject('shopOrigin'));
      // shopRequest sends strings as UTF-8; multipart with a file must go byte for byte. A fresh
      // connection, as shopRequest: a kept-alive socket the server closed fails as "socket hang up".
      const req = request({ host: origin.hostname, port: origin.port, path, method: 'POST', agent: false, headers: { host: 'localhost', cookie: jar.header(), 'content-type': encoded.headers.get('content-type') ?? '' } }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      });
      req.on('error', reject);
      req.end(Buffer.from(body, 'latin1'));
    });
  // As shopRequest: a request the local dev proxy dropped is sent again.
  return sendUntilNotDropped(sendOnce, isDroppedShopAnswer);
}

/**
 * Calls a form's server action the way the browser's JavaScript does (React's reply encoding:
 * the arguments as JSON in field 0, the FormData's entries under "_1_"), answered as RSC, with no
 * page rendered around it.
 */
export async function callAction(jar: CookieJar, form: string, fields: Record<string, string>): Promise<ShopResponse> {
  const [file, name] = scriptActionOf(hiddenFields(form)) ?? ['', ''];
  const body = new FormData();
  body.append('0', JSON.stringify([{ status: 'idle', message: '' }, '$K1']));
  for (const [key, value] of Object.entries(fields)) body.append(`_1_${key}`, value);
  const encoded = new Response(body);
  return shopRequest(`/RSC/F/${file}/${name}.txt`, {
    method: 'POST',
    headers: { cookie: jar.header(), 'content-type': encoded.headers.get('content-type') ?? '' },
    body: await encoded.text(),
  });
}

/**
 * The quantity the cart page shows on the line of an article ("Art.nr 1234567", exactly). The
 * line's forms stream in after it, so its quantity box is found by the line's id.
 */
export function lineQuantity(html: string, articleNumber: string): string | undefined {
  const own = new RegExp(`Art\\.nr(?:<!-- -->|\\s)*${articleNumber}(?!\\d)`);
  const lines = html.split('<li class="cart-line').filter((part) => own.test(part));
  const ids = lines.map((line) => /name="cartItemId" value="([^"]+)"/.exec(line)?.[1]);
  const quantities = ids.map((id) => new RegExp(`id="line-qty-${id}"[^>]*value="([^"]*)"`).exec(html)?.[1]);
  return quantities.length === 1 ? quantities[0] : `${quantities.length} lines: ${quantities.join(', ')}`;
}

/** The article numbers on the cart page of the buyer's current context. */
export async function cartArticles(jar: CookieJar): Promise<string[]> {
  const html = (await getWith(jar, '/cart')).body;
  return [...new Set([...html.matchAll(/Art\.nr(?:<!-- -->|\s)*(\d{7})/g)].map((match) => match[1]!))];
}

/** Empties the current context's cart with the cart page's own "Töm varukorgen" (intent empty). */
export async function emptyShopCart(jar: CookieJar): Promise<void> {
  const html = (await getWith(jar, '/cart')).body;
  if (!html.includes('id="cart-bulk"')) return;
  await submit(jar, '/cart', formAround(html, 'id="cart-bulk"'), { intent: 'empty' });
  expect(await cartArticles(jar)).toEqual([]);
}

export const cartLineIds = (html: string) => [...html.matchAll(/name="cartItemId" value="([^"]+)" form="cart-bulk"|form="cart-bulk"[^>]*value="([^"]+)"/g)].map((m) => m[1] ?? m[2]);

/** What the shop's cart tests start from: plain articles, anna signed in, a product page's add form. */
export async function loadShopCart(): Promise<{ articles: Article[]; anna: CookieJar; addForm: string }> {
  const articles = await plainArticles();
  expect(articles.length).toBeGreaterThan(200);
  const anna = (await signInAs('anna.andersson@demo.example')).jar;
  const page = await getWith(anna, `/produkt/${articles[0]!.variantSlug}`);
  return { articles, anna, addForm: formAround(page.body, 'name="multiple"') };
}
