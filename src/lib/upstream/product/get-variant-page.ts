import 'server-only';
import { z } from 'zod';
import { VariantSchema, type Variant } from '../../catalogue/variant';
import { UpstreamError } from '../upstream-errors';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';

/** GET /variants/by-slug/{slug}: the static product page data, or null for an unknown slug. */
export async function getVariantPage(product: UpstreamService, input: { slug: string; assortment: string | undefined }): Promise<Variant | null> {
  try {
    const answer = await upstreamRequest(product, {
      path: `/variants/by-slug/${encodeURIComponent(input.slug)}`,
      query: { assortment: input.assortment },
      schema: z.object({ variant: VariantSchema }),
    });
    return answer.variant;
  } catch (error) {
    if (error instanceof UpstreamError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}
