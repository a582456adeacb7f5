import 'server-only';
import { z } from 'zod';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';
import { SequenceEntrySchema, type SequenceEntry } from './catalogue-schemas';

/** GET /attribute-sequence/{category}/1: the order (and hidden ones) of a category's attributes. */
export async function getAttributeSequence(product: UpstreamService, categoryId: string): Promise<SequenceEntry[]> {
  const answer = await upstreamRequest(product, {
    path: `/attribute-sequence/${encodeURIComponent(categoryId)}/1`,
    schema: z.object({ data: z.array(SequenceEntrySchema) }),
  });
  return answer.data;
}
