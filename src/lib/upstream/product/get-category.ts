import 'server-only';
import { z } from 'zod';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';
import { CategorySchema, type Category } from './catalogue-schemas';

const SearchAnswer = z.object({ result: z.array(CategorySchema), errors: z.array(z.unknown()) });

/**
 * A category by its slug path ("el/kabel/installationskabel") through POST /breadcrumbs/search,
 * with parents and children; null when the path names no category of the assortment.
 */
export async function getCategoryByPath(product: UpstreamService, input: { path: string; assortment: string | undefined }): Promise<Category | null> {
  const answer = await upstreamRequest(product, {
    method: 'POST',
    path: '/breadcrumbs/search',
    body: { paths: [input.path], images: true, ...(input.assortment ? { assortment: input.assortment } : {}) },
    schema: SearchAnswer,
  });
  return answer.result[0] ?? null;
}
