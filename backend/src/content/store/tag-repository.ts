import { z } from 'zod';

const TagRowSchema = z.object({ id: z.string(), name: z.string(), visibility: z.enum(['public', 'private']), created_at: z.string() });

export interface ContentTag {
  id: string;
  name: string;
  visibility: 'public' | 'private';
  createdAt: string;
}

const toTag = (raw: unknown): ContentTag => {
  const row = TagRowSchema.parse(raw);
  return { id: row.id, name: row.name, visibility: row.visibility, createdAt: row.created_at };
};

/** Public tags of a space by name; `ids` narrows to those ids (sys.id[in]). */
export async function loadTags(db: D1Database, spaceId: string, ids: readonly string[] | null): Promise<ContentTag[]> {
  const { results } = await db
    .prepare(`SELECT id, name, visibility, created_at FROM content_tags WHERE space_id = ?1 AND visibility = 'public'${ids ? ' AND id IN (SELECT value FROM json_each(?2))' : ''} ORDER BY name, id`)
    .bind(...(ids ? [spaceId, JSON.stringify(ids)] : [spaceId]))
    .all();
  return results.map(toTag);
}
