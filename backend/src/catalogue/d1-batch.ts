/**
 * A statement with the parser of its rows. Independent statements go to D1 together in one
 * batch (one round trip instead of one per query), each answer parsed by its own schema.
 */
export interface Statement<T> {
  statement: D1PreparedStatement;
  parse: (rows: unknown[]) => T;
}

type Results<T extends readonly Statement<unknown>[]> = { [K in keyof T]: T[K] extends Statement<infer R> ? R : never };

export const statement = <T>(prepared: D1PreparedStatement, parse: (rows: unknown[]) => T): Statement<T> => ({ statement: prepared, parse });

export async function runBatch<const T extends readonly Statement<unknown>[]>(db: D1Database, statements: T): Promise<Results<T>> {
  if (statements.length === 0) return [] as unknown as Results<T>;
  const answers = await db.batch(statements.map((item) => item.statement));
  return statements.map((item, i) => item.parse(answers[i]?.results ?? [])) as unknown as Results<T>;
}
