import { z } from 'zod';
import { badRequest, invalidParameter, notFound } from '../cda/cda-error';
import type { Locale } from '../query/entry-query';

const EntityIdSchema = z.string().regex(/^[A-Za-z0-9._-]{1,64}$/);

/** An entity id from the path; one that cannot exist is simply not found. */
export function parseEntityId(raw: string | undefined, type: string): string {
  const parsed = EntityIdSchema.safeParse(raw);
  if (!parsed.success) throw notFound(type, String(raw).slice(0, 64));
  return parsed.data;
}

/** The only parameter of a single-entity request: locale (sv-SE, or * for all locales). */
export function parseSingleEntityQuery(params: Record<string, string>): Locale {
  for (const key of Object.keys(params)) if (key !== 'locale') throw invalidParameter(key.slice(0, 100), `Unknown parameter "${key.slice(0, 100)}"`);
  const locale = params['locale'];
  if (locale === undefined || locale === 'sv-SE') return 'sv-SE';
  if (locale === '*') return '*';
  throw badRequest(`Unknown locale: ${locale.slice(0, 35)}`);
}
