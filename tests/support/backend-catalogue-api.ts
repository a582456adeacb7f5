import { beforeAll, inject } from 'vitest';
import { signTestAccessToken } from './tokens';

// Shared by the catalogue contract tests (tests/integration/backend/commerce-graphql, search and
// catalogue): calls to the backend worker, the commerce GraphQL document the shop sends, and a
// few cables found through the search API itself, so the tests do not pin seed details.
const backend = inject('backendOrigin');

export interface Answer {
  status: number;
  headers: Headers;
  body: any;
}

export async function api(path: string, options: { body?: unknown; rawBody?: string; token?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers['authorization'] = `Bearer ${options.token}`;
  const hasBody = options.body !== undefined || options.rawBody !== undefined;
  if (hasBody) headers['content-type'] = 'application/json';
  const response = await fetch(backend + path, { method: hasBody ? 'POST' : 'GET', headers, ...(hasBody ? { body: options.rawBody ?? JSON.stringify(options.body) } : {}) });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text };
}

export const search = (body: Record<string, unknown>, headers: Record<string, string> = {}) => api('/search', { body, headers });

const PRICE = 'netPrice salesPrice salesPriceIncludingVat alloyingPrice discountAmount discountPercentage discounts { name amount percentage type } priceType preCampaignPrice askForPrice hasBracketPrices';
const STOCK = 'stockType articleNumber locations { locationId availability availabilityDate availabilityDateISO availableFromDays availableToDays quantity orderMultiple stocked status subAvailabilities { date quantity } }';
const GET_VARIANTS = `query GetVariants($articleNumbers: [String!]!, $locationId: String, $stockInput: StockInput, $skipPrice: Boolean = false, $skipStock: Boolean = false, $completeOrderPrice: Boolean) {
  getVariants(articleNumbers: $articleNumbers, locationId: $locationId, stockInput: $stockInput, skipPrice: $skipPrice, skipStock: $skipStock, completeOrderPrice: $completeOrderPrice) {
    articleNumber name discontinued variantSlug filterTags stockedAt purchaseConstraints ean
    webSalesUnit { unit conversionFactor conversionUnit }
    product { id name breadcrumb { parents { id name path } } categoryPaths variants { articleNumber name variantSlug } }
    brands { name } images { assetType assetUrl assetMimeType } attributes { attributeName attributeValue }
    warnings { code signalWord description } relations { type label articleNumber variantSlug categoryBreadcrumbs { path } }
    price @skip(if: $skipPrice) { ${PRICE} }
    stock @skip(if: $skipStock) { ${STOCK} }
  }
}`;

export const getVariants = (variables: Record<string, unknown>, token?: string, query = GET_VARIANTS) =>
  api('/graphql', { body: { query, variables }, ...(token ? { token } : {}) });

export let anna: string;
export let cables: any[];
export let cableNumbers: string[];

/** Signs anna in and finds ten cables once per test file (a file is its own module scope). */
export function useCables(): void {
  beforeAll(async () => {
    anna = await signTestAccessToken({ customerId: 'C-1001' });
    const answer = await search({ q: 'installationskabel ekk', pageSize: 10 });
    cables = answer.body.items;
    cableNumbers = cables.map((item) => item.articleNumber);
  });
}
