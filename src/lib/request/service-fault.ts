import type { TextKey } from '../texts';
import { UpstreamAbortedError, UpstreamError, UpstreamUnauthorizedError } from '../upstream/upstream-errors';
import { ContentUnavailableError } from '../upstream/content/content-errors';

/** The text to show for a failed critical call, or undefined when the error is not a service fault. */
export function serviceFaultText(error: unknown): TextKey | undefined {
  if (error instanceof ContentUnavailableError) return error.textKey;
  if (!(error instanceof UpstreamError)) return undefined;
  if (error instanceof UpstreamUnauthorizedError || error instanceof UpstreamAbortedError) return undefined;
  return error.status === 404 ? undefined : error.textKey;
}
