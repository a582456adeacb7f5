export interface SchemaStatus {
  migrations: number;
  seed: { version: string; seededAt: string } | null;
}

/** What /healthz reports about the database: applied migrations and the seed that ran. */
export async function readSchemaStatus(db: D1Database): Promise<SchemaStatus> {
  const migrations = await db.prepare('SELECT COUNT(*) AS n FROM d1_migrations').first<{ n: number }>();
  const seed = await db
    .prepare('SELECT version, seeded_at AS seededAt FROM seed_runs ORDER BY id DESC LIMIT 1')
    .first<{ version: string; seededAt: string }>();
  return { migrations: migrations?.n ?? 0, seed: seed ?? null };
}
