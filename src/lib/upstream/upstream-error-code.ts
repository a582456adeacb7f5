import { UpstreamError } from './upstream-errors';

/**
 * The machine code of a failed service answer (`{ error: { code } }`), e.g. 'date_not_delivery_day'.
 * The shop's upstream errors keep an excerpt of the body for reports; the code at its start is
 * what tells one 422 from another.
 */
export function upstreamErrorCode(error: unknown): string | undefined {
  if (!(error instanceof UpstreamError) || !error.detail) return undefined;
  const match = /"code"\s*:\s*"([a-z_]{1,60})"/.exec(error.detail);
  return match?.[1];
}
