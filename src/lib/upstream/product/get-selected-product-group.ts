import 'server-only';
import { z } from 'zod';
import { VariantSummarySchema } from '../../catalogue/variant';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';

/** GET /selected-product-groups/{id}: a named list of variants (front-page sections, campaigns). */
export async function getSelectedProductGroup(product: UpstreamService, id: string) {
  return upstreamRequest(product, {
    path: `/selected-product-groups/${encodeURIComponent(id)}`,
    schema: z.object({ id: z.string(), name: z.string(), items: z.array(VariantSummarySchema) }),
  });
}
