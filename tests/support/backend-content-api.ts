import { expect, inject } from 'vitest';

// Shared by the content delivery contract tests (tests/integration/backend/content-*.test.ts):
// calls to the Contentful-compatible API of the backend worker and the shapes it answers with.
const backend = inject('backendOrigin');

// Development tokens of backend/wrangler.toml [vars].
export const DELIVERY = 'dev-content-delivery-token';
export const PREVIEW = 'dev-content-preview-token';
export const BRANDS = ['ljus', 'virke', 'ror'] as const;
export const FRONT_PAGE_SECTIONS = ['largeSection', 'subBanners', 'randomBanners', 'marketingBanners', 'contentBanners', 'selectedProducts', 'assortmentIcons', 'serviceCards', 'video'];

export interface Answer {
  status: number;
  headers: Headers;
  body: any;
}

export async function call(path: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(backend + path, init);
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text };
}

/** GET /spaces/{space}/environments/{env}/{path}?params with a bearer token (null: none). */
export function cda(path: string, params: Record<string, string> = {}, options: { space?: string; environment?: string; token?: string | null } = {}): Promise<Answer> {
  const { space = 'ljus', environment = 'master', token = DELIVERY } = options;
  const query = new URLSearchParams(params).toString();
  return call(`/spaces/${space}/environments/${environment}/${path}${query ? `?${query}` : ''}`, token ? { headers: { authorization: `Bearer ${token}` } } : {});
}

export const entries = (params: Record<string, string>, options: Parameters<typeof cda>[2] = {}) => cda('entries', params, options);
export const ids = (answer: Answer): string[] => answer.body.items.map((item: any) => item.sys.id);

/** The included entry a link points at. */
export const included = (answer: Answer, linkOrId: any) => answer.body.includes?.Entry?.find((entry: any) => entry.sys.id === (linkOrId.sys?.id ?? linkOrId));

export function expectCdaError(answer: Answer, status: number, id: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body.sys).toEqual({ type: 'Error', id });
  expect(typeof answer.body.message).toBe('string');
}
