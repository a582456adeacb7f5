import { z } from 'zod';

const SpaceRowSchema = z.object({ id: z.string(), name: z.string(), theme_color: z.string(), default_locale: z.string() });

export interface ContentSpace {
  id: string;
  name: string;
  themeColor: string;
  defaultLocale: string;
}

export async function findSpace(db: D1Database, spaceId: string): Promise<ContentSpace | null> {
  const row = await db.prepare('SELECT id, name, theme_color, default_locale FROM content_spaces WHERE id = ?1').bind(spaceId).first();
  if (!row) return null;
  const space = SpaceRowSchema.parse(row);
  return { id: space.id, name: space.name, themeColor: space.theme_color, defaultLocale: space.default_locale };
}

/** 'space' when the space is unknown, 'environment' when only the environment is, else null. */
export async function findMissingScope(db: D1Database, spaceId: string, environment: string): Promise<'space' | 'environment' | null> {
  const row = await db
    .prepare('SELECT (SELECT COUNT(*) FROM content_spaces WHERE id = ?1) AS spaces, (SELECT COUNT(*) FROM content_environments WHERE space_id = ?1 AND id = ?2) AS environments')
    .bind(spaceId, environment)
    .first();
  const counts = z.object({ spaces: z.number(), environments: z.number() }).parse(row);
  if (counts.spaces === 0) return 'space';
  return counts.environments === 0 ? 'environment' : null;
}
