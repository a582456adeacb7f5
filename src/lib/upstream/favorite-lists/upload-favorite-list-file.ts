import 'server-only';
import { z } from 'zod';
import { cartBatchRequest } from '../cart/cart-batch-request';
import type { UpstreamService } from '../upstream-service';
import { FavoriteItemSchema } from './favorite-list-schemas';

const UploadAnswerSchema = z.object({
  importedRows: z.number().default(0),
  favoriteItems: z.array(FavoriteItemSchema).default([]),
  errors: z.array(z.object({ id: z.string(), row: z.number().optional(), articleNumber: z.string().optional(), code: z.string() })),
});
export type ListUploadAnswer = z.infer<typeof UploadAnswerSchema>;

/**
 * POST /v2/favorites/{id}/upload: a .xlsx or .csv of article numbers and quantities into a list
 * (the cart's spreadsheet rules). Row errors carry the row's article number; a whole-file problem
 * (LIST_LIMIT, FILE_TOO_LARGE, INVALID_FILE, EMPTY_FILE) is errors[0].id. Line answers (4xx with
 * errors) are data, as the cart's are.
 */
export function uploadFavoriteListFile(commerce: UpstreamService, input: { token: string; listId: string; file: File }): Promise<ListUploadAnswer> {
  const form = new FormData();
  form.set('file', input.file, input.file.name);
  return cartBatchRequest(commerce, { method: 'POST', path: `/v2/favorites/${encodeURIComponent(input.listId)}/upload`, body: form, token: input.token, schema: UploadAnswerSchema });
}
