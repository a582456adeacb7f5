import { z } from 'zod';

/** The list's sort choices (spec point 9: first name ascending by default). */
export const USER_SORTS = ['firstName', 'email', 'role'] as const;
const MAX_PAGE = 10_000;

const ListQuerySchema = z.object({
  foretag: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/).optional().catch(undefined),
  q: z.string().trim().max(100).catch('').default(''),
  sida: z.coerce.number().int().min(1).max(MAX_PAGE).catch(1).default(1),
  sortera: z.enum(USER_SORTS).catch('firstName').default('firstName'),
  ordning: z.enum(['asc', 'desc']).catch('asc').default('asc'),
  visa: z.enum(['aktiva', 'inaktiva']).catch('aktiva').default('aktiva'),
});

export interface UsersListQuery {
  customerId: string | undefined;
  search: string;
  page: number;
  orderBy: (typeof USER_SORTS)[number];
  order: 'asc' | 'desc';
  inactive: boolean;
}

/**
 * The list's address parameters (Swedish names, as the links write them). Anything odd falls back
 * to the default instead of failing the page: the address bar is the user's to type in.
 */
export function parseUsersListQuery(query: string): UsersListQuery {
  const params = new URLSearchParams(query);
  const first = (name: string) => params.get(name) ?? undefined;
  const parsed = ListQuerySchema.parse({ foretag: first('foretag'), q: first('q'), sida: first('sida'), sortera: first('sortera'), ordning: first('ordning'), visa: first('visa') });
  return { customerId: parsed.foretag, search: parsed.q, page: parsed.sida, orderBy: parsed.sortera, order: parsed.ordning, inactive: parsed.visa === 'inaktiva' };
}

/** The query of a list link: only what differs from the defaults, so links stay short. */
export function usersListLink(query: UsersListQuery, change: Partial<UsersListQuery> = {}): Record<string, string | number | undefined> {
  const next = { ...query, ...change };
  return {
    foretag: next.customerId,
    q: next.search || undefined,
    sortera: next.orderBy === 'firstName' ? undefined : next.orderBy,
    ordning: next.order === 'asc' ? undefined : next.order,
    visa: next.inactive ? 'inaktiva' : undefined,
    sida: next.page > 1 ? next.page : undefined,
  };
}
