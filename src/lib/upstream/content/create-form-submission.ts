import 'server-only';
import { z } from 'zod';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';

/**
 * POST /forms/{formId}/submissions?space=: stores a checked dynamic-form submission with the
 * content service. A plain REST call beside the content provider: the delivery API (contentful
 * SDK) only reads.
 */
export async function createFormSubmission(
  content: UpstreamService,
  input: { formId: string; space: string; values: Record<string, unknown>; pageUrl?: string | undefined },
): Promise<void> {
  await upstreamRequest(content, {
    method: 'POST',
    path: `/forms/${encodeURIComponent(input.formId)}/submissions`,
    query: { space: input.space },
    body: { values: input.values, ...(input.pageUrl ? { pageUrl: input.pageUrl } : {}) },
    schema: z.unknown(),
  });
}
