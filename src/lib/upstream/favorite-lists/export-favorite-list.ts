import 'server-only';
import { buildUpstreamUrl } from '../upstream-url';
import { errorTextKey, UpstreamError, UpstreamUnauthorizedError } from '../upstream-errors';
import type { UpstreamService } from '../upstream-service';
import type { ExportedFile, ExportFormat } from '../cart/export-cart-items';

/** POST /v2/favorites/{id}/export: the list (or the chosen lines) as a spreadsheet file. */
export async function exportFavoriteList(commerce: UpstreamService, input: { token: string; listId: string; itemIds?: string[] | undefined; format: ExportFormat }): Promise<ExportedFile> {
  const path = `/v2/favorites/${encodeURIComponent(input.listId)}/export`;
  const response = await commerce.fetch(
    new Request(buildUpstreamUrl(commerce.baseUrl, path), {
      method: 'POST',
      headers: { authorization: `Bearer ${input.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ favoriteItemIds: input.itemIds, format: input.format }),
    }),
  );
  if (response.status === 401) throw new UpstreamUnauthorizedError({ service: commerce.name, status: 401, textKey: 'errors.invalid_token', message: `commerce POST ${path} answered 401` });
  // A file, not JSON, so upstreamRequest's JSON reading does not apply.
  if (!response.ok) {
    const text = await response.text();
    throw new UpstreamError({ service: commerce.name, status: response.status, textKey: errorTextKey(response.status, text, 'errors.cart_generate_file'), message: `commerce POST ${path} answered ${response.status}`, detail: text.slice(0, 200) });
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? `inkopslista.${input.format}`;
  return { filename, contentType: response.headers.get('content-type') ?? 'application/octet-stream', bytes: new Uint8Array(await response.arrayBuffer()) };
}
