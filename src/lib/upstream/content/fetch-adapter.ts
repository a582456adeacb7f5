import type { CreateClientParams } from 'contentful';

/**
 * An axios adapter for the contentful SDK that sends its requests with a fetch function of our
 * choosing. Locally that is the BACKEND service binding: a binding has no host name, so the SDK's
 * own HTTP stack could never reach it; in production it is the global fetch. The SDK keeps
 * doing everything else: URLs, headers, link resolution and its retries (which need answers and
 * failures in axios' shape, built here: `response` on an error means "the server answered",
 * none means "connection error").
 */

type Adapter = Extract<NonNullable<CreateClientParams['adapter']>, (...args: never[]) => unknown>;
type AdapterConfig = Parameters<Adapter>[0];
type Send = (request: Request) => Promise<Response>;

const DEFAULT_TIMEOUT_MS = 30_000;

function requestUrl(config: AdapterConfig): string {
  const path = config.url ?? '';
  const base = config.baseURL ?? '';
  const full = /^https?:\/\//i.test(path) || base === '' ? path : `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const params = config.params as Record<string, unknown> | undefined;
  if (!params || Object.keys(params).length === 0) return full;
  const serializer = config.paramsSerializer;
  const query = serializer && typeof serializer === 'object' && serializer.serialize
    ? serializer.serialize(params, serializer)
    : new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();
  return query ? `${full}${full.includes('?') ? '&' : '?'}${query}` : full;
}

function requestHeaders(config: AdapterConfig): Headers {
  const source = config.headers as unknown as { toJSON?: () => Record<string, unknown> } | Record<string, unknown> | undefined;
  const plain = source && typeof source.toJSON === 'function' ? (source.toJSON as () => Record<string, unknown>)() : ((source ?? {}) as Record<string, unknown>);
  const headers = new Headers();
  for (const [name, value] of Object.entries(plain)) {
    if (value !== undefined && value !== null && value !== false) headers.set(name, String(value));
  }
  return headers;
}

/** An error in the shape axios and the SDK's retry interceptor read (config, response, code). */
function transportError(message: string, config: AdapterConfig, response?: object, code?: string): Error {
  return Object.assign(new Error(message), { name: 'AxiosError', isAxiosError: true, config, response, code });
}

/**
 * `deadline`, when given, ends the whole call: an attempt under way is aborted when it fires, and
 * the SDK's later retries fail at once instead of reaching the content system.
 */
export function fetchAdapter(send: Send, deadline?: AbortSignal): Adapter {
  const adapter = async (config: AdapterConfig) => {
    const url = requestUrl(config);
    const method = (config.method ?? 'get').toUpperCase();
    const controller = new AbortController();
    const timeoutMs = config.timeout && config.timeout > 0 ? config.timeout : DEFAULT_TIMEOUT_MS;
    const timer = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), timeoutMs);
    const stop = () => controller.abort(deadline?.reason);
    if (deadline?.aborted) stop();
    deadline?.addEventListener('abort', stop, { once: true });
    let answer;
    try {
      const body = method === 'GET' || method === 'HEAD' || config.data == null ? null : (config.data as BodyInit);
      const response = await send(new Request(url, { method, headers: requestHeaders(config), body, signal: controller.signal }));
      const data = await response.text();
      answer = { data, status: response.status, statusText: response.statusText, headers: Object.fromEntries(response.headers), config, request: { url } };
    } catch (cause) {
      const timedOut = controller.signal.aborted;
      throw transportError(timedOut ? `timeout of ${timeoutMs}ms exceeded` : `Network Error: ${String(cause)}`, config, undefined, timedOut ? 'ECONNABORTED' : 'ERR_NETWORK');
    } finally {
      clearTimeout(timer);
      deadline?.removeEventListener('abort', stop);
    }
    const valid = config.validateStatus ? config.validateStatus(answer.status) : answer.status >= 200 && answer.status < 300;
    if (!valid) throw transportError(`Request failed with status code ${answer.status}`, config, answer, 'ERR_BAD_RESPONSE');
    return answer;
  };
  return adapter as unknown as Adapter;
}
