import type { ExecutionResult, GraphQLError } from 'graphql';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError } from '../lib/api-error';

interface ErrorEntry {
  message: string;
  path?: readonly (string | number)[];
  extensions: { code: string; status: number };
}

/**
 * GraphQL errors as spec point 8 needs them: an HTTP status the shop's error mapping understands
 * (400 for a bad document or arguments, 401/403/404 from the services, 500 for anything else,
 * without details), plus the usual `errors` list and our `error` body.
 */
export function toHttpResult(result: ExecutionResult): { status: ContentfulStatusCode; body: Record<string, unknown> } {
  if (!result.errors?.length) return { status: 200, body: { data: result.data ?? null } };
  // No `data` key at all means the document never ran: syntax, validation or variable errors.
  const requestError = !('data' in result);
  const entries = result.errors.map((error) => entryOf(error, requestError));
  const first = entries[0] ?? { message: 'Bad request', extensions: { code: 'invalid_request', status: 400 } };
  return {
    status: first.extensions.status as ContentfulStatusCode,
    body: {
      data: result.data ?? null,
      errors: entries,
      error: { status: first.extensions.status, code: first.extensions.code, message: first.message },
    },
  };
}

function entryOf(error: GraphQLError, requestError: boolean): ErrorEntry {
  const path = error.path ? { path: error.path } : {};
  const original = error.originalError;
  if (original instanceof ApiError) return { message: original.message, ...path, extensions: { code: original.code, status: original.status } };
  if (requestError || !original) return { message: error.message, ...path, extensions: { code: 'graphql_validation_failed', status: 400 } };
  console.error('graphql resolver error', original.message);
  return { message: 'Internal server error', ...path, extensions: { code: 'internal_server_error', status: 500 } };
}
