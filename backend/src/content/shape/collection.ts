import type { LinkRef } from '../links/collect-links';

/** The CDA's unresolvable-link error entry of a collection answer. */
export const notResolvable = (link: LinkRef) => ({ sys: { id: 'notResolvable', type: 'error' }, details: { type: 'Link', linkType: link.linkType, id: link.id } });

export interface CollectionParts {
  total: number;
  skip: number;
  limit: number;
  items: unknown[];
  includes?: { Entry: unknown[]; Asset: unknown[] };
  unresolved?: LinkRef[];
}

/**
 * `{ sys: { type: 'Array' }, total, skip, limit, items, includes?, errors? }`; includes lists only
 * kinds that have something, errors appears only when a link could not be resolved.
 */
export function collection({ total, skip, limit, items, includes, unresolved = [] }: CollectionParts) {
  const included: Record<string, unknown[]> = {};
  if (includes?.Entry.length) included['Entry'] = includes.Entry;
  if (includes?.Asset.length) included['Asset'] = includes.Asset;
  return {
    sys: { type: 'Array' as const },
    total,
    skip,
    limit,
    items,
    ...(Object.keys(included).length > 0 ? { includes: included } : {}),
    ...(unresolved.length > 0 ? { errors: unresolved.map(notResolvable) } : {}),
  };
}
