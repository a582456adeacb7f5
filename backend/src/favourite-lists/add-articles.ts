import { z } from 'zod';
import { loadCatalogueFacts, type CatalogueFacts } from '../cart/article-facts';
import { orderMultipleAt } from '../cart/line-rules';
import { checkQuantity, MAX_QUANTITY } from '../cart/quantity';
import { ITEM_COLUMNS, ItemRowSchema, touchListStatement, type ItemRow } from './list-repository';
import { LIST_LINE_LIMIT, type ArticleLineInput } from './list-schemas';

export type AddMode = 'increment' | 'set';

export interface LineFailure {
  id: string;
  articleNumber: string;
  code: string;
}

/** One checked line to write: article, quantity. */
interface Accepted {
  a: string;
  q: number;
  ids: string[];
}

/** The central warehouse's order multiple: what "add the list to the cart" delivers from by default. */
function centralMultiple(facts: CatalogueFacts, articleNumber: string): number {
  const article = facts.articles.get(articleNumber);
  if (!article) return 1;
  const central = [...facts.locations.values()].find((location) => location.type === 'CENTRAL');
  return orderMultipleAt(article, central?.id ?? '');
}

/**
 * Checks the lines to add: the article exists and the quantity fits its unit and the central
 * warehouse's order multiple (cart rules, so a list goes to the cart as it is). Lines of the same
 * article in one request are summed first. A discontinued article may be kept on a list: the cart
 * says per line what cannot be bought, with its replacement.
 */
export async function checkArticleLines(db: D1Database, lines: readonly ArticleLineInput[]): Promise<{ accepted: Accepted[]; errors: LineFailure[] }> {
  const facts = await loadCatalogueFacts(db, lines.map((line) => line.articleNumber));
  const merged = new Map<string, Accepted>();
  const errors: LineFailure[] = [];
  lines.forEach((line, index) => {
    const id = String(line.id ?? index + 1);
    const article = facts.articles.get(line.articleNumber);
    if (!article) return void errors.push({ id, articleNumber: line.articleNumber, code: 'unknown_article' });
    const previous = merged.get(line.articleNumber);
    const quantity = Math.round(((previous?.q ?? 0) + line.quantity) * 100) / 100;
    const error = Number.isFinite(line.quantity) ? checkQuantity(quantity, { unit: article.unit, orderMultiple: centralMultiple(facts, line.articleNumber) }) : 'invalid_quantity';
    if (error) {
      merged.delete(line.articleNumber);
      errors.push(...[...(previous?.ids ?? []), id].map((failed) => ({ id: failed, articleNumber: line.articleNumber, code: error })));
      return;
    }
    merged.set(line.articleNumber, { a: line.articleNumber, q: quantity, ids: [...(previous?.ids ?? []), id] });
  });
  return { accepted: [...merged.values()], errors };
}

const SUM = 'round(favorite_list_items.quantity + excluded.quantity, 2)';

/**
 * The one statement that writes an add: every line inserted, or merged into the line the list
 * already has for the article (UNIQUE (list_id, article_number)). Read and write are one statement,
 * so two people adding to one shared list at the same time lose no line and double none. The list
 * must still exist and keep at most LIST_LINE_LIMIT lines, or nothing is written. An increment
 * whose sum passes MAX_QUANTITY leaves the line as it was (missing from RETURNING).
 */
export function upsertItemsStatement(db: D1Database, input: { listId: string; now: number; lines: readonly { a: string; q: number }[]; mode: AddMode }): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO favorite_list_items (list_id, article_number, quantity, position, created_at, updated_at)
       SELECT ?1, j.value ->> 'a', j.value ->> 'q', (SELECT coalesce(max(position), 0) FROM favorite_list_items WHERE list_id = ?1) + j.key + 1, ?2, ?2
       FROM json_each(?3) j
       WHERE EXISTS (SELECT 1 FROM favorite_lists WHERE id = ?1)
         AND (SELECT COUNT(*) FROM favorite_list_items WHERE list_id = ?1)
           + (SELECT COUNT(*) FROM json_each(?3) n WHERE NOT EXISTS (
               SELECT 1 FROM favorite_list_items i WHERE i.list_id = ?1 AND i.article_number = n.value ->> 'a')) <= ?4
       ON CONFLICT (list_id, article_number) DO UPDATE SET
         quantity = CASE WHEN ?5 THEN ${SUM} ELSE excluded.quantity END, updated_at = excluded.updated_at
       WHERE NOT ?5 OR ${SUM} <= ?6
       RETURNING ${ITEM_COLUMNS}`,
    )
    .bind(input.listId, input.now, JSON.stringify(input.lines.map(({ a, q }) => ({ a, q }))), LIST_LINE_LIMIT, input.mode === 'increment' ? 1 : 0, MAX_QUANTITY);
}

export interface AddResult {
  favoriteItems: ItemRow[];
  errors: LineFailure[];
  /** Nothing could be written because the list is gone (deleted meanwhile). */
  listGone: boolean;
}

/** Adds checked lines to a list and touches it, in one batch. */
export async function addArticles(db: D1Database, listId: string, lines: readonly ArticleLineInput[], now: number, mode: AddMode): Promise<AddResult> {
  const { accepted, errors } = await checkArticleLines(db, lines);
  if (accepted.length === 0) return { favoriteItems: [], errors, listGone: false };
  const [upserted, , exists, held] = await db.batch([
    upsertItemsStatement(db, { listId, now, lines: accepted, mode }),
    touchListStatement(db, listId, now),
    db.prepare('SELECT 1 AS found FROM favorite_lists WHERE id = ?1').bind(listId),
    db.prepare("SELECT article_number FROM favorite_list_items WHERE list_id = ?1 AND article_number IN (SELECT value ->> 'a' FROM json_each(?2))").bind(listId, JSON.stringify(accepted.map(({ a }) => ({ a })))),
  ]);
  const rows = z.array(ItemRowSchema).parse(upserted?.results ?? []);
  const listGone = (exists?.results ?? []).length === 0;
  const saved = new Set(rows.map((row) => row.article_number));
  const holding = new Set(z.array(z.object({ article_number: z.string() })).parse(held?.results ?? []).map((row) => row.article_number));
  for (const entry of accepted) {
    if (saved.has(entry.a)) continue;
    // Left alone: the list is gone, an increment would pass the largest quantity, or it is full.
    const code = listGone ? 'list_not_found' : holding.has(entry.a) ? 'quantity_too_large' : 'LIST_LIMIT';
    errors.push(...entry.ids.map((id) => ({ id, articleNumber: entry.a, code })));
  }
  return { favoriteItems: rows, errors, listGone };
}
