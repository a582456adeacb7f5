import { expect } from 'vitest';
import type { CookieJar } from './cookie-jar';
import { getWith } from './session-flows';
import { shopRequest, type ShopResponse } from './shop-client';

// The checkout's forms as a browser without script posts them (tests/integration/checkout*.test.ts
// and delivery-choices.test.ts): every form is a server action posted as multipart with the
// hidden fields React rendered, so the tests run the same progressive-enhancement path.

const ORIGIN = 'http://localhost';

const unescape = (text: string) => text.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const attributesOf = (tag: string) => Object.fromEntries([...tag.matchAll(/([\w:$-]+)(?:="([^"]*)")?/g)].map((match) => [match[1] ?? '', unescape(match[2] ?? '')]));

/** The fields a browser would post for the first form whose markup contains `marker`. */
export function formFields(html: string, marker: string): [string, string][] {
  const form = [...html.matchAll(/<form\b[\s\S]*?<\/form>/g)].map((match) => match[0]).find((candidate) => candidate.includes(marker));
  if (!form) throw new Error(`no form with ${marker}`);
  const fields: [string, string][] = [];
  for (const [tag] of form.matchAll(/<input\b[^>]*>/g)) {
    const attributes = attributesOf(tag.slice(6));
    if (!attributes.name || attributes.disabled !== undefined) continue;
    if ((attributes.type === 'radio' || attributes.type === 'checkbox') && attributes.checked === undefined) continue;
    fields.push([attributes.name, attributes.value ?? (attributes.type === 'checkbox' ? 'on' : '')]);
  }
  for (const [, open = '', body = ''] of form.matchAll(/<textarea\b([^>]*)>([\s\S]*?)<\/textarea>/g)) {
    const { name } = attributesOf(open);
    if (name) fields.push([name, unescape(body)]);
  }
  for (const [, open = '', body = ''] of form.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/g)) {
    const { name } = attributesOf(open);
    const options = [...body.matchAll(/<option\b([^>]*)>/g)].map((match) => attributesOf(match[1] ?? ''));
    const chosen = options.find((option) => option.selected !== undefined) ?? options[0];
    if (name && chosen) fields.push([name, chosen.value ?? '']);
  }
  return fields;
}

/** Posts the form found by `marker` on `path`, with some fields changed (null removes a field). */
export async function submit(jar: CookieJar, path: string, marker: string, changes: Record<string, string | null> = {}, html?: string): Promise<ShopResponse> {
  const page = html ?? (await getWith(jar, path)).body;
  const data = new FormData();
  const fields = formFields(page, marker).filter(([name]) => !(name in changes));
  for (const [name, value] of fields) data.append(name, value);
  for (const [name, value] of Object.entries(changes)) if (value !== null) data.append(name, value);
  const encoded = new Request(ORIGIN, { method: 'POST', body: data });
  const res = await shopRequest(path, {
    method: 'POST',
    headers: { 'content-type': encoded.headers.get('content-type') ?? '', origin: ORIGIN, cookie: jar.header() },
    body: await encoded.text(),
  });
  jar.store(res);
  return res;
}

export const text = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

/**
 * The article of a listing's first add-to-cart form: its article number is followed by the order
 * multiple (a favourite star's is not, and a card's star may come before the first buyable card).
 */
export const firstAddFormArticle = (html: string): string | undefined => /name="articleNumber" value="(\d+)"\/><input type="hidden" name="multiple"/.exec(html)?.[1];

/** What marks the add-to-cart form of `articleNumber` in a page, for submit(). */
export const addFormMarker = (articleNumber: string) => `value="${articleNumber}"/><input type="hidden" name="multiple"`;

/** Adds an article through the shop's own add-to-cart form on the search page. */
export async function addToCart(jar: CookieJar, query: string, deliveryId?: string): Promise<string> {
  const page = (await getWith(jar, `/search?q=${encodeURIComponent(query)}`)).body;
  const articleNumber = firstAddFormArticle(page);
  if (!articleNumber) throw new Error(`nothing found for ${query}`);
  const res = await submit(jar, `/search?q=${encodeURIComponent(query)}`, addFormMarker(articleNumber), { quantity: '2', ...(deliveryId ? { deliveryId } : {}) }, page);
  expect(res.status).toBeLessThan(400);
  return articleNumber;
}

/** The radio buttons of one name: their values and which is checked. */
export const radios = (html: string, name: string) =>
  [...html.matchAll(/<input\b[^>]*>/g)].map((match) => attributesOf(match[0].slice(6))).filter((input) => input.type === 'radio' && input.name === name);
export const checkedValue = (html: string, name: string) => radios(html, name).find((input) => input.checked !== undefined)?.value;

export const orderNumbers = (html: string) => [...html.matchAll(/data-order-number="?[^>]*>(\d+)</g)].map((match) => match[1]);
export const location = (res: ShopResponse) => String(res.headers.location ?? '');
