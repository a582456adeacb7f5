import { z } from 'zod';
import { FavouriteRowSchema, MAX_FAVOURITES, type FavouriteRow } from './favourite-schemas';

/** Whose favourites: a user within one customer (spec point 3). */
export interface FavouriteOwner {
  userId: string;
  customerId: string;
}

export async function listFavourites(db: D1Database, owner: FavouriteOwner, limit: number): Promise<FavouriteRow[]> {
  const { results } = await db
    .prepare('SELECT * FROM favourite_articles WHERE user_id = ?1 AND customer_id = ?2 ORDER BY created_at DESC, id DESC LIMIT ?3')
    .bind(owner.userId, owner.customerId, limit)
    .all();
  return z.array(FavouriteRowSchema).parse(results);
}

export type AddOutcome = { status: 'created' | 'existing'; row: FavouriteRow } | { status: 'unknown_article' } | { status: 'limit' };

/**
 * Stars an article. One statement decides everything that could race: the article must exist,
 * the owner must have fewer than 50, and the unique key turns a second star of the same article
 * into nothing (then the stored row is answered). D1 runs statements one at a time, so fifty
 * concurrent stars from a full list all find 50 and none slips past the cap.
 */
export async function addFavourite(db: D1Database, owner: FavouriteOwner, articleNumber: string, now: number): Promise<AddOutcome> {
  const inserted = await db
    .prepare(
      `INSERT INTO favourite_articles (user_id, customer_id, article_number, created_at)
       SELECT ?1, ?2, ?3, ?4
       WHERE EXISTS (SELECT 1 FROM variants WHERE article_number = ?3)
         AND (SELECT COUNT(*) FROM favourite_articles WHERE user_id = ?1 AND customer_id = ?2) < ?5
       ON CONFLICT (user_id, customer_id, article_number) DO NOTHING RETURNING *`,
    )
    .bind(owner.userId, owner.customerId, articleNumber, now, MAX_FAVOURITES)
    .first();
  if (inserted) return { status: 'created', row: FavouriteRowSchema.parse(inserted) };
  const [existing, article] = await db.batch([
    db.prepare('SELECT * FROM favourite_articles WHERE user_id = ?1 AND customer_id = ?2 AND article_number = ?3').bind(owner.userId, owner.customerId, articleNumber),
    db.prepare('SELECT 1 AS found FROM variants WHERE article_number = ?1').bind(articleNumber),
  ]);
  const row = existing?.results[0];
  if (row) return { status: 'existing', row: FavouriteRowSchema.parse(row) };
  return article?.results.length ? { status: 'limit' } : { status: 'unknown_article' };
}

/** Removes the owner's favourites among `ids`; ids of others (or gone) are left alone. Answers the removed ids. */
export async function deleteFavourites(db: D1Database, owner: FavouriteOwner, ids: readonly number[]): Promise<number[]> {
  const { results } = await db
    .prepare('DELETE FROM favourite_articles WHERE user_id = ?1 AND customer_id = ?2 AND id IN (SELECT value FROM json_each(?3)) RETURNING id')
    .bind(owner.userId, owner.customerId, JSON.stringify(ids))
    .all();
  return z
    .array(z.object({ id: z.number() }))
    .parse(results)
    .map((row) => row.id)
    .sort((a, b) => a - b);
}
