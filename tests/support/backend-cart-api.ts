import { beforeAll, expect, inject } from 'vitest';
import { swedishClosedDays, weekday } from '../../domain/calendar';
import { signTestAccessToken } from './tokens';

// Shared by the cart and order contract tests (tests/integration/backend/cart*.test.ts,
// orders.test.ts): calls to the backend worker, test tokens, and articles by kind found
// through the catalogue API. Every group works in carts of its own (a cart is per user, customer
// and project; the tokens name test users), so the groups never see each other's lines.
const backend = inject('backendOrigin');

export interface Answer {
  status: number;
  headers: Headers;
  body: any;
}

export interface Call {
  method?: string;
  token?: string;
  body?: unknown;
  raw?: BodyInit;
  headers?: Record<string, string>;
}

/**
 * One turn of the event loop before every call. wrangler dev (workerd) closes an idle keep-alive
 * connection after 5 s, fetch (undici) its own after 4 s. A test that keeps this process busy
 * for longer (building a 100,000-row workbook) leaves both timers unserved, and the next POST
 * goes out on the socket the server has just closed: "fetch failed … write EPIPE" (reproduced:
 * 3 of 3 POSTs after a 5–6 s busy loop). One turn lets undici see the close (and its own idle
 * timer fire), so the call opens a fresh connection: 0 of 5 failed.
 */
const settleIdleConnections = () => new Promise((resolve) => setImmediate(resolve));

export async function api(path: string, { method, token, body, raw, headers = {} }: Call = {}): Promise<Answer> {
  await settleIdleConnections();
  const all: Record<string, string> = { ...headers };
  if (token) all['authorization'] = `Bearer ${token}`;
  if (body !== undefined) all['content-type'] = 'application/json';
  const payload = body !== undefined ? JSON.stringify(body) : raw;
  const response = await fetch(backend + path, { method: method ?? (payload === undefined ? 'GET' : 'POST'), headers: all, ...(payload === undefined ? {} : { body: payload }) });
  const buffer = await response.arrayBuffer();
  const type = response.headers.get('content-type') ?? '';
  return { status: response.status, headers: response.headers, body: type.includes('json') ? JSON.parse(new TextDecoder().decode(buffer)) : new Uint8Array(buffer) };
}

export const token = (sub: string, permissionDenies: string[] = [], customerId = 'C-1001') => signTestAccessToken({ sub, customerId, permissionDenies });

export interface Article {
  articleNumber: string;
  unit: string;
  orderMultiple: number;
  discontinued: boolean;
  constraints: string[];
  tags: string[];
  inStock: boolean;
}

/** Articles by kind, classified from getVariants (the catalogue's own answers, not seed details). */
export const pool = { plain: [] as Article[], multiple: [] as Article[], metre: [] as Article[], onlyStore: [] as Article[], gone: [] as Article[], express: [] as Article[] };
export let anna: string;

export async function loadArticles() {
  const menu = await api('/menu?depth=1');
  const numbers = new Set<string>();
  for (const category of menu.body.categories) {
    for (const page of [1, 2, 3, 4]) {
      const found = await api('/search', { body: { categoryPath: category.path, pageSize: 100, page } });
      for (const item of found.body.items ?? []) numbers.add(item.articleNumber);
    }
  }
  const all = [...numbers];
  for (let start = 0; start < all.length; start += 200) {
    const answer = await api('/graphql', {
      token: anna,
      body: { query: '{ getVariants(articleNumbers: ' + JSON.stringify(all.slice(start, start + 200)) + ', skipPrice: true) { articleNumber unit discontinued purchaseConstraints filterTags stock { locations { locationId quantity orderMultiple } } } }' },
    });
    for (const v of answer.body.data.getVariants) {
      const locations = v.stock.locations as { locationId: string; quantity: number; orderMultiple: number }[];
      const article: Article = {
        articleNumber: v.articleNumber,
        unit: v.unit,
        orderMultiple: locations.find((l) => l.locationId === 'CL-01')?.orderMultiple ?? 1,
        discontinued: v.discontinued,
        constraints: v.purchaseConstraints,
        tags: v.filterTags,
        inStock: locations.some((l) => l.quantity > 0),
      };
      if (article.discontinued && !article.inStock) pool.gone.push(article);
      else if (article.constraints.includes('onlyStore')) pool.onlyStore.push(article);
      else if (!article.discontinued && article.constraints.length === 0) {
        if (article.unit === 'M' && article.orderMultiple === 1) pool.metre.push(article);
        else if (article.orderMultiple > 1) pool.multiple.push(article);
        else if (article.unit === 'ST') pool.plain.push(article);
        if (article.tags.includes('express-delivery')) pool.express.push(article);
      }
    }
  }
}

export const numbersOf = (articles: Article[]) => articles.map((article) => article.articleNumber);

export async function cartOf(userToken: string, query = '') {
  const answer = await api(`/v2/cart${query}`, { token: userToken });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as { cartId: string; cartItems: any[]; deliveries: any[]; deliveryIdsInOrder: string[] };
}

export const add = (userToken: string, cartId: string, items: unknown) => api(`/v2/cart/${cartId}/variants/batch/add`, { token: userToken, body: { items } });

export function upload(userToken: string, cartId: string, file: Blob, deliveryId = 'DBI') {
  const form = new FormData();
  form.set('deliveryId', deliveryId);
  form.set('file', file, 'varukorg');
  return api(`/v2/cart/${cartId}/upload`, { token: userToken, raw: form });
}

/** The next weekday that is a Swedish holiday, within a year from today (Stockholm). */
export function nextWeekdayHoliday(today: string): string {
  const year = Number(today.slice(0, 4));
  const found = [...swedishClosedDays(year), ...swedishClosedDays(year + 1)].find((date) => date > today && weekday(date) !== 0 && weekday(date) !== 6);
  if (!found) throw new Error('no holiday ahead');
  return found;
}

/** Loads the article pool once per test file (a file is its own module scope). */
export function useArticlePool(): void {
  beforeAll(async () => {
    anna = await token('U-0001');
    await loadArticles();
    expect(pool.plain.length).toBeGreaterThan(1_050);
    for (const kind of ['multiple', 'metre', 'onlyStore', 'gone', 'express'] as const) expect(pool[kind].length, kind).toBeGreaterThan(0);
  }, 120_000);
}
