import { z } from 'zod';
import type { CompiledQuery } from '../query/compile-entry-query';

/** The two tables with the same shape: entries, and assets (which have no content type). */
export type ContentTable = 'content_entries' | 'content_assets';

export interface ContentRow {
  id: string;
  contentType: string | null;
  status: 'published' | 'draft';
  fields: Record<string, unknown>;
  tags: string[];
  revision: number;
  createdAt: string;
  updatedAt: string;
}

const RowSchema = z.object({
  id: z.string(),
  content_type: z.string().nullable(),
  status: z.enum(['published', 'draft']),
  fields: z.string(),
  tags: z.string(),
  revision: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});

const FieldsSchema = z.record(z.string(), z.unknown());
const TagsSchema = z.array(z.string());

const columns = (table: ContentTable) =>
  `id, ${table === 'content_entries' ? 'content_type' : 'NULL AS content_type'}, status, fields, tags, revision, created_at, updated_at`;

function toRow(raw: unknown): ContentRow {
  const row = RowSchema.parse(raw);
  return {
    id: row.id,
    contentType: row.content_type,
    status: row.status,
    fields: FieldsSchema.parse(JSON.parse(row.fields)),
    tags: TagsSchema.parse(JSON.parse(row.tags)),
    revision: row.revision,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** One page of a compiled query and the total number of matches, in one round trip. */
export async function findRows(db: D1Database, table: ContentTable, query: CompiledQuery, limit: number, skip: number): Promise<{ total: number; rows: ContentRow[] }> {
  const [countResult, pageResult] = await db.batch([
    db.prepare(`SELECT COUNT(*) AS total FROM ${table} WHERE ${query.where}`).bind(...query.params),
    db.prepare(`SELECT ${columns(table)} FROM ${table} WHERE ${query.where} ORDER BY ${query.orderBy} LIMIT ? OFFSET ?`).bind(...query.params, limit, skip),
  ]);
  const total = z.object({ total: z.number() }).parse(countResult?.results[0]).total;
  return { total, rows: (pageResult?.results ?? []).map(toRow) };
}

/** Visible rows with these ids (drafts only for preview); unknown ids are simply absent. */
export async function loadRowsByIds(db: D1Database, table: ContentTable, spaceId: string, ids: readonly string[], includeDrafts: boolean): Promise<ContentRow[]> {
  if (ids.length === 0) return [];
  const { results } = await db
    .prepare(`SELECT ${columns(table)} FROM ${table} WHERE space_id = ?1 AND id IN (SELECT value FROM json_each(?2))${includeDrafts ? '' : " AND status = 'published'"} ORDER BY created_at, id`)
    .bind(spaceId, JSON.stringify(ids))
    .all();
  return results.map(toRow);
}
