import { z } from 'zod';
import { ContentTypeDefSchema, type ContentTypeDef } from '../model/content-type';

const RowSchema = z.object({ definition: z.string(), created_at: z.string(), updated_at: z.string() });

export interface StoredContentType {
  definition: ContentTypeDef;
  createdAt: string;
  updatedAt: string;
}

/** All content types of a space in model order (a few dozen rows; the parser needs them typed). */
export async function loadContentTypes(db: D1Database, spaceId: string): Promise<Map<string, StoredContentType>> {
  const { results } = await db.prepare('SELECT definition, created_at, updated_at FROM content_types WHERE space_id = ?1 ORDER BY position').bind(spaceId).all();
  const types = new Map<string, StoredContentType>();
  for (const row of z.array(RowSchema).parse(results)) {
    const definition = ContentTypeDefSchema.parse(JSON.parse(row.definition));
    types.set(definition.id, { definition, createdAt: row.created_at, updatedAt: row.updated_at });
  }
  return types;
}
