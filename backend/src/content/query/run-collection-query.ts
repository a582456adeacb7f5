import type { ContentScope } from '../content-env';
import { resolveIncludes } from '../links/resolve-includes';
import { collection } from '../shape/collection';
import { selectedFields, shapeEntity } from '../shape/entity-shape';
import type { ShapeContext } from '../shape/sys';
import { findRows, loadRowsByIds, type ContentRow, type ContentTable } from '../store/content-row-repository';
import { compileEntryQuery } from './compile-entry-query';
import type { EntryQuery } from './entry-query';

const ENTITY_TYPE = { content_entries: 'Entry', content_assets: 'Asset' } as const;

/**
 * Answers a parsed query on entries or assets: one page of rows with the total, the linked
 * entries and assets `include` levels deep (entries only), unresolvable links as errors.
 */
export async function runCollectionQuery(db: D1Database, table: ContentTable, scope: ContentScope, query: EntryQuery) {
  const includeDrafts = scope.access === 'preview';
  const compiled = compileEntryQuery(query, { spaceId: scope.spaceId, includeDrafts });
  const { total, rows } = await findRows(db, table, compiled, query.limit, query.skip);
  const context: ShapeContext = { spaceId: scope.spaceId, environment: scope.environment, locale: query.locale };
  const items = rows.map((row) => shapeEntity(row, ENTITY_TYPE[table], context, query.select));
  if (table === 'content_assets' || query.include === 0) return collection({ total, skip: query.skip, limit: query.limit, items });

  // Links are followed from what the select kept, as the CDA does.
  const roots = rows.map((row) => ({ id: row.id, fields: selectedFields(row.fields, query.select) ?? {} }));
  const included = await resolveIncludes<ContentRow, ContentRow>(roots, query.include, {
    loadEntries: (ids) => loadRowsByIds(db, 'content_entries', scope.spaceId, ids, includeDrafts),
    loadAssets: (ids) => loadRowsByIds(db, 'content_assets', scope.spaceId, ids, includeDrafts),
  });
  return collection({
    total,
    skip: query.skip,
    limit: query.limit,
    items,
    includes: {
      Entry: included.entries.map((row) => shapeEntity(row, 'Entry', context)),
      Asset: included.assets.map((row) => shapeEntity(row, 'Asset', context)),
    },
    unresolved: included.unresolved,
  });
}
