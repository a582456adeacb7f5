import { z } from 'zod';
import type { CategoryRow } from './category';

const SequenceRowSchema = z.object({ attribute_name: z.string(), sequence: z.number(), disabled: z.number() });

/** Spec point 3's sequence data: the order attributes are shown in, and which are hidden. */
export interface SequenceEntry {
  attributeName: string;
  sequence: number;
  disabled: boolean;
}

/**
 * A leaf category's own sequence; above the leaves, every attribute of the categories below,
 * each at its earliest position (a category page compares variants across leaves).
 */
export async function loadAttributeSequence(db: D1Database, category: CategoryRow): Promise<SequenceEntry[]> {
  const { results } = await db
    .prepare(
      `SELECT s.attribute_name, MIN(s.sequence) AS sequence, MIN(s.disabled) AS disabled FROM attribute_sequences s
       JOIN categories c ON c.id = s.category_id WHERE c.lft BETWEEN ?1 AND ?2
       GROUP BY s.attribute_name ORDER BY MIN(s.sequence), s.attribute_name`,
    )
    .bind(category.lft, category.rgt)
    .all();
  return z
    .array(SequenceRowSchema)
    .parse(results)
    .map((row, position) => ({ attributeName: row.attribute_name, sequence: position + 1, disabled: row.disabled === 1 }));
}
