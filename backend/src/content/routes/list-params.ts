import { z } from 'zod';
import { QUERY_LIMITS } from '../query/query-limits';

const count = (max: number) => z.string().regex(/^\d{1,7}$/, 'Expected a whole number of 0 or more').transform(Number).pipe(z.number().max(max, `At most ${max}`));
const Id = z.string().regex(/^[A-Za-z0-9._-]{1,64}$/, 'Expected an id');
const Ids = z
  .string()
  .max(QUERY_LIMITS.maxValueLength * 4)
  .transform((value) => value.split(','))
  .pipe(z.array(Id).max(QUERY_LIMITS.maxListValues));

/** limit, skip and sys.id / sys.id[in]: all that the small collections (content types, tags) take. */
export const ListParamsSchema = z
  .object({
    limit: count(QUERY_LIMITS.maxLimit).default(QUERY_LIMITS.defaultLimit),
    skip: count(QUERY_LIMITS.maxSkip).default(0),
    'sys.id': Id.optional(),
    'sys.id[in]': Ids.optional(),
  })
  .strict();

/** Single-entity endpoints take no parameters besides access_token. */
export const NoParamsSchema = z.object({}).strict();

export type ListParams = z.output<typeof ListParamsSchema>;

/** The ids asked for, or null for all. */
export const idsOf = (params: ListParams): string[] | null =>
  params['sys.id'] !== undefined || params['sys.id[in]'] !== undefined ? [...(params['sys.id'] ? [params['sys.id']] : []), ...(params['sys.id[in]'] ?? [])] : null;

/** A page of an in-memory list in the collection shape's terms. */
export const page = <T>(all: readonly T[], params: ListParams) => ({ total: all.length, skip: params.skip, limit: params.limit, items: all.slice(params.skip, params.skip + params.limit) });
