import { byName, StoreRowSchema, type Store } from './store';

/** Every store and warehouse, sorted by name (a few dozen rows: filtering happens in code). */
export async function loadStores(db: D1Database): Promise<Store[]> {
  const { results } = await db.prepare('SELECT * FROM stores').all();
  return results
    .flatMap((row) => {
      const parsed = StoreRowSchema.safeParse(row);
      return parsed.success ? [parsed.data] : [];
    })
    .sort(byName);
}
