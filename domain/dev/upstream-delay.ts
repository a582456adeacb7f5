import { z } from 'zod';

/**
 * The development-only switch that makes every answer of the embedded backend wait, so the bench
 * and the browser tests can see how pages behave when upstream services are slow (issue 13).
 * A visitor's request may carry it; the shop passes it on to the backend, and both workers honour
 * it only when their ENVIRONMENT is "development": in production it is ignored at both ends.
 */
export const UPSTREAM_DELAY_HEADER = 'x-dev-upstream-delay-ms';

/** Upper bound: long enough for any experiment, short of the upstream time-outs (10 s). */
export const MAX_UPSTREAM_DELAY_MS = 5_000;

const DelaySchema = z.coerce.number().int().min(0).max(MAX_UPSTREAM_DELAY_MS);

/** The delay a header or variable asks for in milliseconds; 0 when absent or malformed. */
export function parseUpstreamDelay(value: string | null | undefined): number {
  if (value === null || value === undefined || value.trim() === '') return 0;
  const parsed = DelaySchema.safeParse(value.trim());
  return parsed.success ? parsed.data : 0;
}
