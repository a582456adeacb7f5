import { ClientError, GraphQLClient } from 'graphql-request';
import type { z } from 'zod';
import { errorTextKey, UpstreamError, UpstreamResponseInvalidError, UpstreamTimeoutError, UpstreamUnauthorizedError } from '../upstream-errors';
import { DEFAULT_TIMEOUT_MS, type UpstreamService } from '../upstream-service';

/**
 * One commerce GraphQL operation through graphql-request, with the shop's policy: bearer token, a
 * time-out, no retry (GraphQL is a POST), errors mapped like every other service, zod-checked data.
 */
export async function commerceQuery<T>(
  commerce: UpstreamService,
  input: { document: string; variables: Record<string, unknown>; token?: string | undefined; schema: z.ZodType<T>; signal?: AbortSignal },
): Promise<T> {
  // One attempt, so the call's budget (the page budget on a render) bounds it when shorter.
  const timeout = AbortSignal.timeout(Math.min(commerce.timeoutMs ?? DEFAULT_TIMEOUT_MS, commerce.budgetMs ?? Number.POSITIVE_INFINITY));
  const signal = input.signal ? AbortSignal.any([input.signal, timeout]) : timeout;
  const client = new GraphQLClient(new URL('graphql', commerce.baseUrl.endsWith('/') ? commerce.baseUrl : `${commerce.baseUrl}/`).href, {
    fetch: (url: RequestInfo | URL, init?: RequestInit) => commerce.fetch(new Request(url, init)),
    headers: input.token ? { authorization: `Bearer ${input.token}` } : {},
    signal,
  });
  let data: unknown;
  try {
    data = await client.request(input.document, input.variables);
  } catch (error) {
    throw toUpstreamError(commerce.name, error, timeout);
  }
  const parsed = input.schema.safeParse(data);
  if (!parsed.success) {
    throw new UpstreamResponseInvalidError({ service: commerce.name, status: 200, textKey: 'errors.internal_server_error', message: 'commerce GraphQL answer did not match', detail: parsed.error.issues.slice(0, 5).map((issue) => issue.path.join('.')).join(', ') });
  }
  return parsed.data;
}

function toUpstreamError(service: string, error: unknown, timeout: AbortSignal): UpstreamError {
  if (timeout.aborted) return new UpstreamTimeoutError({ service, status: 0, message: 'commerce GraphQL timed out', textKey: 'errors.technical_issues' });
  if (error instanceof ClientError) {
    const status = error.response.status;
    const body = { message: error.response.errors?.[0]?.message };
    if (status === 401) return new UpstreamUnauthorizedError({ service, status, textKey: 'errors.invalid_token', message: 'commerce GraphQL: 401' });
    return new UpstreamError({ service, status, message: `commerce GraphQL: ${status}`, textKey: errorTextKey(status, body) });
  }
  return new UpstreamError({ service, status: 0, message: 'commerce GraphQL: no answer', textKey: 'errors.technical_issues' });
}
