import 'server-only';
import { buildUpstreamUrl } from '../upstream-url';
import { errorTextKey, UpstreamError, UpstreamUnauthorizedError } from '../upstream-errors';
import type { UpstreamService } from '../upstream-service';

export type ExportFormat = 'xlsx' | 'csv';

export interface ExportedFile {
  filename: string;
  contentType: string;
  bytes: Uint8Array;
}

/** POST …/export: the chosen lines (all when none are named) as a spreadsheet file. */
export async function exportCartItems(
  cart: UpstreamService,
  input: { token: string; cartId: string; cartItemIds?: string[] | undefined; format: ExportFormat },
): Promise<ExportedFile> {
  const path = `/v2/cart/${encodeURIComponent(input.cartId)}/export`;
  const fetchDetached = cart.fetch;
  const response = await fetchDetached(
    new Request(buildUpstreamUrl(cart.baseUrl, path), {
      method: 'POST',
      headers: { authorization: `Bearer ${input.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ cartItemIds: input.cartItemIds, format: input.format }),
    }),
  );
  if (response.status === 401) throw new UpstreamUnauthorizedError({ service: cart.name, status: 401, textKey: 'errors.invalid_token', message: `cart POST ${path} answered 401` });
  // A file, not JSON, so upstreamRequest's JSON reading does not apply.
  if (!response.ok) {
    const text = await response.text();
    throw new UpstreamError({ service: cart.name, status: response.status, textKey: errorTextKey(response.status, text, 'errors.cart_generate_file'), message: `cart POST ${path} answered ${response.status}`, detail: text.slice(0, 200) });
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? `varukorg.${input.format}`;
  return { filename, contentType: response.headers.get('content-type') ?? 'application/octet-stream', bytes: new Uint8Array(await response.arrayBuffer()) };
}
