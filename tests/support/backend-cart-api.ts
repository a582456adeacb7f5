import { request, type IncomingHttpHeaders } from 'node:http';
import { beforeAll, expect, inject } from 'vitest';
import { swedishClosedDays, weekday } from '../../domain/calendar';
import { isDroppedByDevProxy, sendUntilNotDropped } from './dropped-proxy-request';
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

/** Response headers as Node's http gives them, as a Headers object (what the tests read). */
function headersOf(raw: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, one);
  return headers;
}

/**
 * Every call on a connection of its own (`agent: false`, so `Connection: close`). On a kept-alive
 * connection a call could go out just as wrangler dev (workerd) closed it for being idle (after
 * 5 s; fetch's own idle timer is 4 s and is served late when the process is busy): "fetch failed …
 * write EPIPE" after a long busy loop, and "other side closed" in one of 200 concurrent increments
 * on a loaded machine (CI, 2026-11-30). A call that may or may not have reached the service cannot
 * be repeated by a test that counts every write, so no call reuses a connection. The body is
 * encoded as fetch would (a form's boundary, a string's type) unless the caller names its type.
 */
export async function api(path: string, { method, token, body, raw, headers = {} }: Call = {}): Promise<Answer> {
  const url = new URL(backend + path);
  const all: Record<string, string> = { ...headers };
  if (token) all['authorization'] = `Bearer ${token}`;
  if (body !== undefined) all['content-type'] = 'application/json';
  const payload = body !== undefined ? JSON.stringify(body) : raw;
  const encoded = payload === undefined ? undefined : new Request(url, { method: 'POST', body: payload });
  const bytes = encoded ? Buffer.from(await encoded.arrayBuffer()) : undefined;
  if (encoded && bytes) {
    all['content-length'] = String(bytes.length);
    all['content-type'] ??= encoded.headers.get('content-type') ?? 'application/octet-stream';
  }
  const sendOnce = () =>
    new Promise<{ status: number; headers: Headers; buffer: Buffer }>((resolve, reject) => {
      const req = request(url, { method: method ?? (payload === undefined ? 'GET' : 'POST'), headers: all, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: headersOf(res.headers), buffer: Buffer.concat(chunks) }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(bytes);
    });
  // A request the local dev proxy dropped is sent again (dropped-proxy-request.ts says why).
  const answer = await sendUntilNotDropped(sendOnce, ({ status, headers, buffer }) => isDroppedByDevProxy(status, headers.get('content-type') ?? '', buffer.toString('utf8')));
  const type = answer.headers.get('content-type') ?? '';
  return { status: answer.status, headers: answer.headers, body: type.includes('json') ? JSON.parse(answer.buffer.toString('utf8')) : new Uint8Array(answer.buffer) };
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
