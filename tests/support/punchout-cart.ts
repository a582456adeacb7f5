import { expect, inject } from 'vitest';
import type { CookieJar } from './cookie-jar';
import { OCI_LOGIN } from './punchout-entry';
import { shopRequest } from './shop-client';
import { getWith } from './session-flows';

// Shared by the punch-out transfer tests: articles a punch-out buyer can add, adding them as a
// browser without JavaScript does, and reading the hidden fields of the transfer form.

export const backendOrigin = () => inject('backendOrigin');
export const backendJson = async (path: string, body?: unknown, token?: string): Promise<any> =>
  (
    await fetch(new URL(path, backendOrigin()), {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', 'x-client-ip': '10.77.0.2', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? null : JSON.stringify(body),
    })
  ).json();
export const decode = (value: string) => value.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
export const formAround = (html: string, marker: string) => {
  const at = html.indexOf(marker);
  if (at < 0) throw new Error(`no form with ${marker}`);
  return html.slice(html.lastIndexOf('<form', at), html.indexOf('</form>', at));
};
export const hiddenFields = (form: string): [string, string][] =>
  [...form.matchAll(/<input(?=[^>]*type="hidden")[^>]*>/g)].map(([tag]) => [decode(/name="([^"]*)"/.exec(tag)?.[1] ?? ''), decode(/value="([^"]*)"/.exec(tag)?.[1] ?? '')]);
/** A form post as a browser without JavaScript sends it (multipart, the action's own hidden fields). */
export const submitForm = async (jar: CookieJar, path: string, form: string, fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of hiddenFields(form)) if (!(name in fields)) data.append(name, value);
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  const encoded = new Response(data);
  const res = await shopRequest(path, { method: 'POST', headers: { cookie: jar.header(), 'content-type': encoded.headers.get('content-type') ?? '' }, body: await encoded.text() });
  jar.store(res);
  return res;
};

export interface ArticlePick {
  /** A search text instead of the first top categories (e.g. 'jordfelsbrytare'). */
  q?: string;
  /** Picks among the priced, plain articles (e.g. long names). */
  wanted?: (variant: any) => boolean;
}

/** Priced, plain articles as the punch-out buyer (company B, C-2001) sees them, with their slugs. */
export const pricedArticles = async (count: number, { q, wanted = () => true }: ArticlePick = {}): Promise<any[]> => {
  const token = ((await backendJson('/v2/oci/sessions', OCI_LOGIN)) as { AccessToken: string }).AccessToken;
  const menu = q ? { categories: [] } : await backendJson('/menu?depth=1');
  const candidates: { articleNumber: string; variantSlug: string }[] = [];
  const searches = q ? [{ q }] : menu.categories.map((category: { path: string }) => ({ categoryPath: category.path }));
  for (const search of searches) {
    const answer = await backendJson('/search', { ...search, pageSize: 50, page: 1 });
    candidates.push(...(answer.items ?? []).filter((item: { discontinued?: boolean }) => !item.discontinued));
    if (candidates.length >= 40) break;
  }
  const query = `query($a: [String!]!, $c: String) { getVariants(articleNumbers: $a, customerId: $c, skipPrice: false) {
    articleNumber name unit purchaseConstraints discontinued attributes { attributeName attributeValue }
    product { breadcrumb { parents { name } } } price { netPrice askForPrice }
    stock { locations { locationId orderMultiple availableToDays } } } }`;
  const variants: any[] = (await backendJson('/graphql', { query, variables: { a: candidates.map((c) => c.articleNumber), c: 'C-2001' } }, token)).data.getVariants;
  const chosen = variants
    .filter((v) => typeof v.price?.netPrice === 'number' && !v.price.askForPrice && v.purchaseConstraints.length === 0 && !v.discontinued)
    .filter((v) => (v.stock?.locations.find((l: { locationId: string }) => l.locationId === 'CL-01')?.orderMultiple ?? 1) === 1)
    .slice(0, count)
    .map((v) => ({ ...v, variantSlug: candidates.find((c) => c.articleNumber === v.articleNumber)!.variantSlug }));
  expect(chosen).toHaveLength(count);
  return chosen;
};
/** Adds each article from its product page (quantities 2, 3, …), as a browser without JavaScript does. */
export const addArticles = async (jar: CookieJar, chosen: any[]) => {
  for (const [position, variant] of chosen.entries()) {
    const page = await getWith(jar, `/produkt/${variant.variantSlug}`);
    expect(page.status).toBe(200);
    const added = await submitForm(jar, `/produkt/${variant.variantSlug}`, formAround(page.body, 'name="multiple"'), { articleNumber: variant.articleNumber, quantity: String(position + 2) });
    expect(added.status).toBe(200);
  }
};

