import { performance } from 'node:perf_hooks';
import { get, multipart, postBody } from './http-get.mjs';
import { scriptActionOf } from './script-action.mjs';
import { signIn } from './sign-in.mjs';
import { median, round1 } from './stats.mjs';

/** Issue 5's sizes: a cart of 200 lines, a spreadsheet of 1,000 rows, and single adds. */
export const CART_SAMPLING = { lines: 200, importRows: 1_000, adds: 10 };
/** Buyers whose carts take the 1,000-row imports, one fresh cart each (anna keeps her 200 lines). */
export const IMPORT_BUYERS = ['bo.berg@demo.example', 'gustav.gran@demo.example'].map((username) => ({ username, password: 'Demo1234!' }));

const decode = (value) => value.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const attribute = (tag, name) => {
  const m = new RegExp(`\\s${name.replace(/[$]/g, '\\$')}="([^"]*)"`).exec(tag);
  return m ? decode(m[1]) : undefined;
};

/** Every <form>…</form> of a page, as text. */
const formsOf = (html) => [...html.matchAll(/<form\b[\s\S]*?<\/form>/g)].map(([form]) => form);
/** The hidden inputs of a form as [name, value] pairs (the server action reference among them). */
const hiddenFields = (form) => [...form.matchAll(/<input\b[^>]*>/g)].map(([tag]) => tag).filter((tag) => attribute(tag, 'type') === 'hidden').map((tag) => [attribute(tag, 'name') ?? '', attribute(tag, 'value') ?? '']);

/** The server action the browser's JavaScript calls for a form, as Waku's path: what actionCall() posts to. */
function actionOf(form) {
  const action = scriptActionOf(hiddenFields(form));
  if (!action) throw new Error('form without a server action reference');
  return `/RSC/F/${action[0]}/${action[1]}.txt`;
}

/** A card's add-to-cart forms: an article and a quantity (a card's favourite star names an article too). */
const addFormsOf = (html) => formsOf(html).filter((form) => form.includes('name="articleNumber"') && form.includes('name="quantity"'));

/** The buyable articles of a listing page: the card add-to-cart forms (article, order multiple, unit). */
function articlesOf(html) {
  return addFormsOf(html)
    .map((form) => Object.fromEntries(hiddenFields(form)))
    .map((fields) => ({ articleNumber: fields.articleNumber, multiple: Number(fields.multiple) || 1, unit: fields.unit ?? 'st' }));
}

/** A quantity as the buyer types it: the order multiple, decimal comma. */
const quantityOf = (article) => String(article.multiple).replace('.', ',');

/**
 * Calls a cart action the way the browser's JavaScript does (React's reply encoding: the previous
 * state and a FormData reference in field 0, the form's entries under "_1_"), answered as RSC
 * with the re-rendered cart. Times the whole answer, not the first byte: the result comes last.
 */
async function actionCall(origin, { host, cookie, action, fields }) {
  const form = new FormData();
  form.append('0', JSON.stringify([{ status: 'idle', message: '' }, '$K1']));
  for (const [key, value] of Object.entries(fields)) form.append(`_1_${key}`, value);
  const { body, contentType } = await multipart(form);
  const started = performance.now();
  const res = await postBody(new URL(action, origin).href, body, contentType, { host, headers: { cookie, origin: `http://${host}`, accept: 'text/x-component' }, timeoutMs: 60_000 });
  return { ...res, ms: performance.now() - started, text: res.body.toString('utf8') };
}

const csvOf = (articles, rows) => new File([['Artikelnummer;Antal', ...Array.from({ length: rows }, (_, i) => `${articles[i % articles.length].articleNumber};${quantityOf(articles[i % articles.length])}`)].join('\n')], 'order.csv', { type: 'text/csv' });

/** Distinct articles of the line count on a cart page (each line's checkbox for bulk actions). */
const cartLines = (html) => new Set([...html.matchAll(/<input\b[^>]*>/g)].map(([tag]) => tag).filter((tag) => attribute(tag, 'name') === 'cartItemId').map((tag) => attribute(tag, 'value'))).size;

/**
 * Puts the listing's first buyable article in the buyer's cart through the card's add action, so
 * the cart and the checkout steps are measured with a line in them. Throws when the add is refused.
 */
export async function addFirstArticle(origin, { host, headers, categoryPath }) {
  const html = (await get(new URL(categoryPath, origin).href, { host, headers })).body.toString('utf8');
  const [form] = addFormsOf(html);
  if (!form) throw new Error(`no buyable article on ${categoryPath}`);
  const [article] = articlesOf(form);
  const res = await actionCall(origin, { host, cookie: headers.cookie, action: actionOf(form), fields: { articleNumber: article.articleNumber, quantity: quantityOf(article), multiple: String(article.multiple), unit: article.unit } });
  if (res.status !== 200 || !res.text.includes('Tillagd i varukorgen')) throw new Error(`adding ${article.articleNumber} failed: ${res.status} ${res.text.slice(0, 200)}`);
  return article;
}

/**
 * Issue 5 through the shop's own paths (the backend is reachable only through the shop's
 * binding): collects buyable articles from the picked category's pages, fills anna's cart to
 * `lines` lines with the shop's spreadsheet import (a CSV), then times single adds (the add-to-cart
 * action, each a new article) and a 1,000-row import into the fresh carts of IMPORT_BUYERS.
 * `afterFill()` runs on the filled cart before the adds (the caller measures /cart's TTFB there).
 */
export async function prepareAndMeasureCart(origin, { host, headers, categoryPath, afterFill, sampling = CART_SAMPLING, log = console.log }) {
  const articles = new Map();
  let addAction = null;
  for (let page = 1; page <= 12 && articles.size < sampling.lines + sampling.adds; page++) {
    const res = await get(new URL(`${categoryPath}?sida=${page}`, origin).href, { host, headers });
    if (res.status !== 200) break;
    const html = res.body.toString('utf8');
    const found = articlesOf(html);
    if (!found.length) break;
    addAction ??= actionOf(addFormsOf(html)[0]);
    for (const article of found) articles.set(article.articleNumber, article);
  }
  const list = [...articles.values()];
  if (list.length < sampling.lines + sampling.adds) throw new Error(`only ${list.length} buyable articles on ${categoryPath}; the cart bench needs ${sampling.lines + sampling.adds}`);
  const forCart = list.slice(0, sampling.lines);
  const toAdd = list.slice(sampling.lines, sampling.lines + sampling.adds);

  const cartPage = await get(new URL('/cart', origin).href, { host, headers });
  if (cartPage.status !== 200) throw new Error(`/cart answered ${cartPage.status}`);
  const importForm = formsOf(cartPage.body.toString('utf8')).find((form) => form.includes('name="file"'));
  if (!importForm) throw new Error('/cart has no import form');
  const importAction = actionOf(importForm);

  log(`Filling anna's cart with ${sampling.lines} lines through the shop's import…`);
  const fill = await actionCall(origin, { host, cookie: headers.cookie, action: importAction, fields: { file: csvOf(forCart, sampling.lines) } });
  if (fill.status !== 200 || !/rader importerades/.test(fill.text)) throw new Error(`filling the cart failed: ${fill.status} ${fill.text.slice(0, 300)}`);
  const filled = await get(new URL('/cart', origin).href, { host, headers });
  const lines = cartLines(filled.body.toString('utf8'));
  const cartRow = afterFill ? await afterFill() : null;

  log(`Timing ${sampling.importRows.toLocaleString('en')}-row imports as ${IMPORT_BUYERS.map((b) => b.username).join(', ')}…`);
  const imports = [];
  for (const buyer of IMPORT_BUYERS) {
    const cookie = await signIn(origin, { host, buyer });
    const res = await actionCall(origin, { host, cookie, action: importAction, fields: { file: csvOf(list, sampling.importRows) } });
    const imported = Number(/(\d+) rader importerades/.exec(res.text)?.[1] ?? 0);
    const rowErrors = /Följande rader kunde inte importeras/.test(res.text);
    imports.push({ buyer: buyer.username, status: res.status, ms: round1(res.ms), imported, rowErrors });
  }

  log(`Timing ${sampling.adds} single adds (a new line each) to anna's cart…`);
  const adds = [];
  for (const article of toAdd) {
    const res = await actionCall(origin, { host, cookie: headers.cookie, action: addAction, fields: { articleNumber: article.articleNumber, quantity: quantityOf(article), multiple: String(article.multiple), unit: article.unit } });
    adds.push({ status: res.status, ms: res.ms, added: res.text.includes('Tillagd i varukorgen') });
  }
  const addMs = adds.map((a) => a.ms);
  return {
    cartRow,
    fill: { rows: sampling.lines, ms: round1(fill.ms), linesAfter: lines },
    imports,
    importMedianMs: round1(median(imports.map((i) => i.ms))),
    add: { samples: adds.length, medianMs: round1(median(addMs)), maxMs: round1(Math.max(...addMs)), allAdded: adds.every((a) => a.status === 200 && a.added), statuses: [...new Set(adds.map((a) => a.status))] },
    importAction,
    addAction,
  };
}
