import 'server-only';
import type { ZodType } from 'zod';
import { encodeRequestBody } from '../request-body';
import { errorTextKey, UpstreamError, UpstreamResponseInvalidError, UpstreamUnauthorizedError } from '../upstream-errors';
import type { UpstreamService } from '../upstream-service';
import { buildUpstreamUrl } from '../upstream-url';

/**
 * Statuses with which the cart service still answers line by line: a batch where no line could
 * be saved (unknown articles, CART_LIMIT, a file that is not a spreadsheet). The per-line ids are
 * what the buyer needs to see, so these answers are data here rather than failures.
 */
const LINE_ANSWER_STATUSES = new Set([400, 403, 409, 413, 415, 422]);

/**
 * A cart write whose 4xx answers carry `errors: [{ id, code }]`. Not retried (spec point 7:
 * POST/PUT never are); 401 and other failures become the shop's named errors like everywhere.
 */
export async function cartBatchRequest<T>(
  cart: UpstreamService,
  options: { method: 'POST' | 'PUT'; path: string; body: unknown; token: string; schema: ZodType<T> },
): Promise<T> {
  const headers = new Headers({ authorization: `Bearer ${options.token}` });
  const body = encodeRequestBody(options.body, headers);
  const label = `${cart.name} ${options.method} ${options.path}`;
  const fetchDetached = cart.fetch;
  let response: Response;
  try {
    response = await fetchDetached(new Request(buildUpstreamUrl(cart.baseUrl, options.path), { method: options.method, headers, body: body ?? null, signal: AbortSignal.timeout(30_000) }));
  } catch (cause) {
    throw new UpstreamError({ service: cart.name, status: 0, textKey: cart.defaultErrorKey ?? 'errors.technical_issues', message: `${label} failed`, cause });
  }
  const text = await response.text();
  const base = { service: cart.name, status: response.status, detail: text.slice(0, 200) };
  if (response.status === 401) throw new UpstreamUnauthorizedError({ ...base, textKey: 'errors.invalid_token', message: `${label} answered 401` });
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    data = text;
  }
  const lineAnswer = response.ok || LINE_ANSWER_STATUSES.has(response.status);
  const parsed = lineAnswer ? options.schema.safeParse(data) : undefined;
  if (parsed?.success) return parsed.data;
  if (response.ok) throw new UpstreamResponseInvalidError({ ...base, textKey: 'errors.internal_server_error', message: `${label} answered an unexpected shape` });
  throw new UpstreamError({ ...base, textKey: errorTextKey(response.status, data, cart.defaultErrorKey), message: `${label} answered ${response.status}` });
}
