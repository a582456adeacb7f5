import { z } from 'zod';
import { loadCatalogueFacts } from './article-facts';
import { assertStillWritable } from './cart-access';
import { DeliveryRowSchema, ItemRowSchema, syncDeliveriesStatements, touchCartStatement } from './cart-repository';
import { toItemView, type CartItemView } from './cart-view';
import { resolveDelivery, type Delivery } from './delivery-id';
import { configuredLineError, lineError, orderMultipleAt, type ArticleFacts } from './line-rules';
import { checkConfiguredLine } from '../configuration/configured-line';
import { loadConfigurationModels } from '../configuration/configuration-repository';
import type { Configuration } from '../../../domain/product-configuration';
import { DEFAULT_DELIVERY_METHOD } from '../../../domain/delivery/delivery-methods';
import { heldLinesStatement, upsertLinesStatement, type AddMode, type UpsertLine } from './upsert-lines';

/** Lines one cart may hold: a large site order, far below what would slow the cart page down. */
export const CART_LINE_LIMIT = 2_000;

export interface NewLine {
  /** The client's id of the line (or its position), echoed in errors. */
  id: string;
  articleNumber: string;
  quantity: number;
  deliveryId?: string | undefined;
  label?: string | undefined;
  /** A configured line (decision 035): quantity counts cut pieces. */
  configuration?: Configuration | undefined;
}

export interface LineFailure {
  id: string;
  articleNumber: string;
  code: string;
}

export interface AddResult {
  cartItems: CartItemView[];
  errors: LineFailure[];
}

interface Accepted extends UpsertLine {
  ids: string[];
  article: ArticleFacts;
  delivery: Delivery;
}

const lineKey = (articleNumber: string, deliveryId: string, configurationKey?: string | null) => `${articleNumber}|${deliveryId}|${configurationKey ?? ''}`;
const HeldRowSchema = z.object({ article_number: z.string(), delivery_id: z.string(), configuration_key: z.string(), quantity: z.number() });

/**
 * Adds lines to a cart. Lines for the same article and delivery within one request are summed
 * first; each line is checked on its own (unknown article, not purchasable for that delivery,
 * quantity) and the good ones are written in one statement (upsert-lines.ts) whose ON CONFLICT
 * makes concurrent adds of the same line meet instead of duplicating it. With mode 'set' a line
 * already in the cart takes the quantity sent (absolute, spec point 4); with 'increment' the
 * quantity is added to it inside that statement, and the answer holds the new absolute quantity.
 */
export async function addLines(db: D1Database, cartId: string, lines: readonly NewLine[], now: number, options: { limited: boolean; mode?: AddMode }): Promise<AddResult> {
  const mode = options.mode ?? 'set';
  const configuredArticles = lines.flatMap((line) => (line.configuration ? [line.articleNumber] : []));
  const [facts, models] = await Promise.all([loadCatalogueFacts(db, lines.map((line) => line.articleNumber)), loadConfigurationModels(db, configuredArticles)]);
  const errors: LineFailure[] = [];
  const merged = new Map<string, Accepted>();
  for (const line of lines) {
    const resolved = resolveDelivery(line.deliveryId ?? DEFAULT_DELIVERY_METHOD, facts.locations, options);
    if ('error' in resolved) {
      errors.push({ id: line.id, articleNumber: line.articleNumber, code: resolved.error });
      continue;
    }
    const { delivery } = resolved;
    // The server checks a configuration as the configurator did: nothing of a broken one is stored.
    const configured = line.configuration ? checkConfiguredLine(models.get(line.articleNumber), line.configuration) : null;
    if (configured && 'error' in configured) {
      errors.push({ id: line.id, articleNumber: line.articleNumber, code: configured.error });
      continue;
    }
    const key = lineKey(line.articleNumber, delivery.deliveryId, configured?.key);
    const previous = merged.get(key);
    const quantity = (previous?.q ?? 0) + line.quantity;
    const article = facts.articles.get(line.articleNumber);
    const ids = [...(previous?.ids ?? []), line.id];
    const error = (configured ? configuredLineError : lineError)(article, delivery, quantity);
    if (error || !article) {
      // A summed duplicate that breaks a rule fails as a whole: every line of it is reported.
      merged.delete(key);
      errors.push(...ids.map((id) => ({ id, articleNumber: line.articleNumber, code: error ?? 'unknown_article' })));
      continue;
    }
    const m = configured ? 1 : Math.max(1, Math.round(orderMultipleAt(article, delivery.locationId)));
    const configuration = configured ? { k: configured.key, c: JSON.stringify(configured.configuration), s: configured.summary } : {};
    merged.set(key, { a: line.articleNumber, d: delivery.deliveryId, q: quantity, l: line.label ?? previous?.l ?? null, m, ...configuration, ids, article, delivery });
  }
  const accepted = [...merged.values()];
  if (accepted.length === 0) return { cartItems: [], errors };

  const written = accepted.map(({ a, d, q, l, m, k, c, s }) => ({ a, d, q, l, m, k, c, s }));
  const [upserted, , , , deliveries, held] = await db.batch([
    upsertLinesStatement(db, { cartId, now, lines: written, mode, lineLimit: CART_LINE_LIMIT }),
    ...syncDeliveriesStatements(db, cartId),
    touchCartStatement(db, cartId, now),
    db.prepare('SELECT delivery_id, requested_delivery_date, is_included_in_order FROM cart_deliveries WHERE cart_id = ?1').bind(cartId),
    heldLinesStatement(db, cartId, written),
  ]);
  const rows = z.array(ItemRowSchema).parse(upserted?.results ?? []);
  const saved = new Set(rows.map((row) => lineKey(row.article_number, row.delivery_id, row.configuration_key)));
  const unsaved = accepted.filter((entry) => !saved.has(lineKey(entry.a, entry.d, entry.k)));
  if (unsaved.length > 0) {
    // Nothing written at all: the cart may have stopped being writable (that throws).
    if (rows.length === 0) await assertStillWritable(db, cartId, now);
    const holding = new Map(z.array(HeldRowSchema).parse(held?.results ?? []).map((row) => [lineKey(row.article_number, row.delivery_id, row.configuration_key), row.quantity]));
    for (const entry of unsaved) errors.push(...entry.ids.map((id) => ({ id, articleNumber: entry.a, code: whyUnsaved(entry, mode, holding.get(lineKey(entry.a, entry.d, entry.k))) })));
  }
  const byDelivery = new Map(z.array(DeliveryRowSchema).parse(deliveries?.results ?? []).map((row) => [row.delivery_id, row]));
  return { cartItems: rows.map((row) => toItemView(row, byDelivery.get(row.delivery_id))), errors };
}

/**
 * Why the statement left a line alone: an increment whose sum breaks a quantity rule gets that
 * rule's code; otherwise the lines would not fit the cart (CART_LIMIT).
 */
function whyUnsaved(entry: Accepted, mode: AddMode, held: number | undefined): string {
  if (mode !== 'increment' || held === undefined) return 'CART_LIMIT';
  return (entry.k ? configuredLineError : lineError)(entry.article, entry.delivery, Math.round((held + entry.q) * 100) / 100) ?? 'CART_LIMIT';
}
