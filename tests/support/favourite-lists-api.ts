import { expect } from 'vitest';
import { api } from './backend-cart-api';
import { signTestAccessToken } from './tokens';

/**
 * The users the favourite-list contract tests act as (issue 15): anna (USER) and bo (BUYER_ADMIN)
 * of Bygg & El Norr AB, carl (SELLER_ADMIN there), dana (EJ_SE_PRISER), and gustav working in
 * Industriservice Syd AB (another customer).
 */
export const listUsers = async () => ({
  anna: await signTestAccessToken({ sub: 'U-0001' }),
  bo: await signTestAccessToken({ sub: 'U-0002', role: 'BUYER_ADMIN' }),
  carl: await signTestAccessToken({ sub: 'U-0003', role: 'SELLER_ADMIN' }),
  dana: await signTestAccessToken({ sub: 'U-0005', permissionDenies: ['EJ_SE_PRISER', 'EJ_SE_RABATTER'] }),
  syd: await signTestAccessToken({ sub: 'U-0008', customerId: 'C-2001' }),
});

/** A list id of its own per call, as the shop makes one per form. */
export const newListId = (name: string) => `t-${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** Creates a list (PUT /v2/favorites/{id}) and answers its id. */
export async function createList(token: string, body: { name: string; access?: 'PRIVATE' | 'SHARED'; articles?: unknown[] }): Promise<string> {
  const id = newListId('list');
  const answer = await api(`/v2/favorites/${id}`, { method: 'PUT', token, body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return id;
}

export const addToList = (token: string, id: string, body: unknown) => api(`/v2/favorites/${id}/articles`, { method: 'PUT', token, body });

/** Every line of a list (one page of up to 1,000). */
export async function itemsOf(token: string, id: string): Promise<{ favoriteItemId: string; articleNumber: string; quantity: number }[]> {
  const answer = await api(`/v3/favorites/${id}/items?limit=1000`, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

export const graphql = (token: string, query: string, variables: Record<string, unknown> = {}) => api('/graphql', { token, body: { query, variables } });
