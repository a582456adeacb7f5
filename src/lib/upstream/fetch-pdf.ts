import 'server-only';
import type { TextKey } from '../texts';
import { buildUpstreamUrl } from './upstream-url';
import { errorTextKey, UpstreamError, UpstreamUnauthorizedError } from './upstream-errors';
import type { UpstreamService } from './upstream-service';

/**
 * A business document (order confirmation, invoice, quote) as the service's streaming response,
 * so the shop can hand its body on without buffering. A file, not JSON, so upstreamRequest's
 * JSON reading does not apply; a refusal is the same UpstreamError every other call throws.
 */
export async function fetchPdf(
  service: UpstreamService,
  input: { path: string; query: Record<string, string | undefined>; token: string; headers: Record<string, string>; unavailable: TextKey },
): Promise<Response> {
  const fetchDetached = service.fetch;
  const response = await fetchDetached(new Request(buildUpstreamUrl(service.baseUrl, input.path, input.query), { headers: { authorization: `Bearer ${input.token}`, ...input.headers } }));
  if (response.status === 401) throw new UpstreamUnauthorizedError({ service: service.name, status: 401, textKey: 'errors.invalid_token', message: `${service.name} GET ${input.path} answered 401` });
  if (!response.ok) {
    const text = await response.text();
    throw new UpstreamError({ service: service.name, status: response.status, textKey: errorTextKey(response.status, text, input.unavailable), message: `${service.name} GET ${input.path} answered ${response.status}`, detail: text.slice(0, 200) });
  }
  return response;
}
