import type { ZodType } from 'zod';
import { encodeRequestBody } from './request-body';
import { isRetryable, type UpstreamMethod } from './retry-policy';
import {
  errorTextKey,
  UpstreamAbortedError,
  UpstreamError,
  UpstreamResponseInvalidError,
  UpstreamTimeoutError,
  UpstreamUnauthorizedError,
} from './upstream-errors';
import { DEFAULT_TIMEOUT_MS, type UpstreamService } from './upstream-service';
import { buildUpstreamUrl, type UpstreamQuery } from './upstream-url';

export { isRetryable, RETRY_STATUSES, type UpstreamMethod } from './retry-policy';

export interface UpstreamRequestOptions<T> {
  method?: UpstreamMethod;
  path: string;
  query?: UpstreamQuery | undefined;
  /** Plain object or array → JSON; FormData, string, Blob and binary are sent as is. */
  body?: unknown;
  headers?: Readonly<Record<string, string>> | undefined;
  /** Sent as `Authorization: Bearer …` (spec point 7: every product-service call). */
  token?: string | undefined;
  /** Validates the answer; an empty or 204 answer is parsed as `undefined`. */
  schema: ZodType<T>;
  signal?: AbortSignal | undefined;
  /** Per-attempt time-out; overrides the service's. */
  timeoutMs?: number | undefined;
  /** Non-2xx statuses that are answers of this operation: their body is parsed with `schema` too. */
  answerStatuses?: readonly number[] | undefined;
  /** The whole call's deadline (all attempts); overrides the service's budget. */
  budgetMs?: number | undefined;
}

/** What one attempt brought back. The body is read inside the attempt so the time-out covers it. */
interface Answer {
  status: number;
  text: string;
}

/** Upstream bodies go to error reports only, and only this much of them. */
const EXCERPT_LENGTH = 200;
const excerpt = (text: string) => text.slice(0, EXCERPT_LENGTH);

/**
 * Calls one upstream operation with the shop's request policy (spec points 7 and 8):
 * a single retry for GET/HEAD on transient statuses, a per-attempt time-out, a deadline for the
 * call as a whole (the page budget: no retry starts after it, no attempt runs past it), named
 * errors carrying the text key to show, and a zod-checked answer.
 */
export async function upstreamRequest<T>(service: UpstreamService, options: UpstreamRequestOptions<T>): Promise<T> {
  const method = options.method ?? 'GET';
  const url = buildUpstreamUrl(service.baseUrl, options.path, options.query);
  const headers = new Headers(options.headers);
  if (options.token !== undefined) headers.set('authorization', `Bearer ${options.token}`);
  const body = encodeRequestBody(options.body, headers);
  // The path only: query strings can hold search terms and e-mail addresses.
  const label = `${service.name} ${method} ${url.pathname}`;

  const init = { method, headers, body: body ?? null };
  const attemptMs = options.timeoutMs ?? service.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const budgetMs = options.budgetMs ?? service.budgetMs;
  const deadline = budgetMs === undefined ? Number.POSITIVE_INFINITY : Date.now() + budgetMs;
  const send = () => attempt(service, label, url, init, { signal: options.signal, ...attemptLimit(attemptMs, deadline, budgetMs) });

  let answer = await send();
  // No pause before the retry: one immediate retry rides out a dropped connection or a
  // restarting instance, and a page render cannot afford a back-off. Past the deadline the
  // first answer stands.
  if (isRetryable(method, answer.status) && deadline - Date.now() > 0) answer = await send();
  return readAnswer(service, label, answer, options.schema, options.answerStatuses ?? []);
}

interface AttemptLimit {
  timeoutMs: number;
  /** Why the attempt stops at timeoutMs: its own time-out, or the call's budget running out. */
  reason: string;
}

/** The attempt's time-out: its own, or what is left of the call's budget if that is less. */
function attemptLimit(attemptMs: number, deadline: number, budgetMs: number | undefined): AttemptLimit {
  const leftMs = Math.max(0, Math.ceil(deadline - Date.now()));
  return leftMs < attemptMs
    ? { timeoutMs: leftMs, reason: `ran past its budget of ${budgetMs} ms` }
    : { timeoutMs: attemptMs, reason: `timed out after ${attemptMs} ms` };
}

async function attempt(
  service: UpstreamService,
  label: string,
  url: URL,
  init: RequestInit,
  limits: { signal: AbortSignal | undefined } & AttemptLimit,
): Promise<Answer> {
  const { signal, timeoutMs, reason } = limits;
  // Called without `this`, see UpstreamService.fetch.
  const fetchDetached = service.fetch;
  const base = { service: service.name, status: 0 } as const;
  // Checked per attempt, so an abort between the first try and the retry stops the retry.
  if (signal?.aborted) {
    throw new UpstreamAbortedError({ ...base, textKey: 'errors.unknown_error_occurred', message: `${label} aborted` });
  }

  const controller = new AbortController();
  // A fresh Request per attempt: a body stream can only be read once.
  const request = new Request(url, { ...init, signal: controller.signal });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException(`${label} ${reason}`, 'TimeoutError'));
  }, timeoutMs);
  const forwardAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', forwardAbort, { once: true });
  // Racing against the signal keeps the time-out binding even if a fetch ignores it.
  const stopped = new Promise<never>((_, reject) => {
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
  });

  try {
    const response = await Promise.race([fetchDetached(request), stopped]);
    const text = request.method === 'HEAD' ? '' : await Promise.race([response.text(), stopped]);
    return { status: response.status, text };
  } catch (cause) {
    if (signal?.aborted) {
      throw new UpstreamAbortedError({ ...base, textKey: 'errors.unknown_error_occurred', message: `${label} aborted`, cause });
    }
    const textKey = service.defaultErrorKey ?? 'errors.technical_issues';
    if (timedOut) {
      throw new UpstreamTimeoutError({ ...base, textKey, message: `${label} ${reason}`, cause });
    }
    throw new UpstreamError({ ...base, textKey, message: `${label} failed: ${String(cause)}`, cause });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

function readAnswer<T>(service: UpstreamService, label: string, answer: Answer, schema: ZodType<T>, answerStatuses: readonly number[]): T {
  const { status, text } = answer;
  const base = { service: service.name, status, detail: excerpt(text) };

  if (status === 401) {
    throw new UpstreamUnauthorizedError({ ...base, textKey: 'errors.invalid_token', message: `${label} answered 401` });
  }
  if ((status < 200 || status > 299) && !answerStatuses.includes(status)) {
    const textKey = errorTextKey(status, parseLoosely(text), service.defaultErrorKey);
    throw new UpstreamError({ ...base, textKey, message: `${label} answered ${status}` });
  }

  const invalid = (reason: string, detail: string, cause: unknown) =>
    new UpstreamResponseInvalidError({
      ...base,
      textKey: 'errors.internal_server_error',
      message: `${label} answered ${status} with ${reason}`,
      detail: excerpt(detail),
      cause,
    });

  let data: unknown;
  if (status !== 204 && text.trim() !== '') {
    try {
      data = JSON.parse(text);
    } catch (cause) {
      throw invalid('a body that is not JSON', text, cause);
    }
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    // Issue messages name paths and expected types, never the values, so they are safe to log.
    throw invalid('an unexpected shape', issues.join('; '), parsed.error);
  }
  return parsed.data;
}

/** Error bodies may be JSON (`{ message }`) or plain text ('Invalid token'); errorTextKey takes both. */
function parseLoosely(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
