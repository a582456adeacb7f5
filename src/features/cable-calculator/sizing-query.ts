import { z } from 'zod';
import {
  CURRENT_RANGE,
  DEFAULT_DROP_LIMIT_PERCENT,
  DROP_LIMIT_RANGE,
  INSTALLATION_METHODS,
  LENGTH_RANGE,
  SYSTEMS,
  type SizingInput,
} from './cable-sizing';

/** Query parameter names of the calculator form (GET, so a result can be linked and bookmarked). */
export const SIZING_PARAMS = { current: 'strom', length: 'langd', method: 'metod', system: 'system', maxDrop: 'spanningsfall' } as const;

/** "2,5" and "2.5" alike: Swedish installers type a decimal comma. */
const decimal = (range: { min: number; max: number }) =>
  z
    .string()
    .trim()
    .max(12)
    .transform((value) => Number(value.replace(',', '.')))
    .pipe(z.number().finite().min(range.min).max(range.max));

const SizingQuerySchema = z.object({
  currentA: decimal(CURRENT_RANGE),
  lengthM: decimal(LENGTH_RANGE),
  method: z.enum(INSTALLATION_METHODS),
  system: z.enum(SYSTEMS),
  maxDropPercent: decimal(DROP_LIMIT_RANGE),
});

export type SizingQuery =
  | { state: 'empty' }
  | { state: 'invalid'; fields: (keyof SizingInput)[] }
  | { state: 'valid'; input: SizingInput };

/**
 * Reads the form from the query string. No current and no length: the empty form, not an error.
 * Defaults fill what the installer left out (method B2, single-phase, 4 %).
 */
export function parseSizingQuery(query: URLSearchParams): SizingQuery {
  const current = query.get(SIZING_PARAMS.current);
  const length = query.get(SIZING_PARAMS.length);
  if (!current && !length) return { state: 'empty' };
  const parsed = SizingQuerySchema.safeParse({
    currentA: current ?? '',
    lengthM: length ?? '',
    method: query.get(SIZING_PARAMS.method) || 'B2',
    system: query.get(SIZING_PARAMS.system) || '1-fas-230',
    maxDropPercent: query.get(SIZING_PARAMS.maxDrop) || String(DEFAULT_DROP_LIMIT_PERCENT),
  });
  if (parsed.success) return { state: 'valid', input: parsed.data };
  const fields = [...new Set(parsed.error.issues.map((issue) => issue.path[0] as keyof SizingInput))];
  return { state: 'invalid', fields };
}
