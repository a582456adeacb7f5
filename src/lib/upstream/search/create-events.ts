import 'server-only';
import { z } from 'zod';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';

/** One tracking event as the search service stores it (spec points 3 and 7). */
export interface TrackingEventInput {
  type: 'click' | 'addtocart' | 'purchase';
  entity: { type: 'variant'; id: string };
  quantity: number;
  orderId?: string | undefined;
  listName?: string | undefined;
}

export interface CreateEventsInput {
  trackingId: string;
  events: readonly TrackingEventInput[];
  /** The brand the events happened in (the shop's brand id). */
  brand: string;
  /** The signed-in user (sent as the user-id header and proven by the token), if any. */
  userId?: string | undefined;
  token?: string | undefined;
  /** The customer the buyer works in; the service checks it against the token. */
  customerId?: string | undefined;
  /** The whole call's deadline: nobody waits for tracking, but it must not run on forever. */
  budgetMs?: number | undefined;
}

const CreateEventsAnswerSchema = z.object({ trackingId: z.string(), accepted: z.number().int().nonnegative() });
export type CreateEventsAnswer = z.infer<typeof CreateEventsAnswerSchema>;

/** POST /createEvents (search service, api-version and user-id headers): events plus tracking id. */
export function createEvents(search: UpstreamService, input: CreateEventsInput): Promise<CreateEventsAnswer> {
  const { trackingId, events, brand, userId, token, customerId, budgetMs } = input;
  return upstreamRequest(search, {
    method: 'POST',
    path: '/createEvents',
    headers: { 'api-version': '2', ...(userId ? { 'user-id': userId } : {}) },
    token,
    body: { trackingId, brand, ...(customerId ? { customerId } : {}), events },
    schema: CreateEventsAnswerSchema,
    budgetMs,
  });
}
