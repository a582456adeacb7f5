import { z } from 'zod';

const CampaignRowSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  is_assortment: z.number(),
  customer_id: z.string().nullable(),
  starts_on: z.string(),
  ends_on: z.string(),
  product_count: z.number(),
});

/** Spec point 3's Campaign (isAssortment, name, slug) with what a campaign page shows. */
export interface Campaign {
  id: string;
  name: string;
  slug: string;
  description: string;
  isAssortment: boolean;
  customerId: string | null;
  startsOn: string;
  endsOn: string;
  productCount: number;
}

/** Campaigns running today for everyone, plus those of `customerId` when given. */
export async function loadActiveCampaigns(db: D1Database, today: string, customerId: string | null): Promise<Campaign[]> {
  const { results } = await db
    .prepare(
      `SELECT c.id, c.slug, c.name, c.description, c.is_assortment, c.customer_id, c.starts_on, c.ends_on,
         (SELECT COUNT(*) FROM campaign_items ci WHERE ci.campaign_id = c.id) AS product_count
       FROM campaigns c WHERE c.starts_on <= ?1 AND c.ends_on >= ?1 AND (c.customer_id IS NULL OR c.customer_id = ?2)
       ORDER BY c.position`,
    )
    .bind(today, customerId)
    .all();
  return z
    .array(CampaignRowSchema)
    .parse(results)
    .map((row) => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      description: row.description,
      isAssortment: row.is_assortment === 1,
      customerId: row.customer_id,
      startsOn: row.starts_on,
      endsOn: row.ends_on,
      productCount: row.product_count,
    }));
}

const GroupRowSchema = z.object({ name: z.string(), article_number: z.string().nullable() });

/** A selected product group's name and article numbers in their set order, or null. */
export async function loadSelectedProductGroup(db: D1Database, id: string): Promise<{ name: string; articleNumbers: string[] } | null> {
  const { results } = await db
    .prepare('SELECT g.name, i.article_number FROM selected_product_groups g LEFT JOIN selected_product_group_items i ON i.group_id = g.id WHERE g.id = ?1 ORDER BY i.position')
    .bind(id)
    .all();
  const rows = z.array(GroupRowSchema).parse(results);
  const first = rows[0];
  if (!first) return null;
  return { name: first.name, articleNumbers: rows.flatMap((row) => (row.article_number ? [row.article_number] : [])) };
}

export async function loadCustomerAssortmentId(db: D1Database, customerId: string): Promise<string | null> {
  const row = await db.prepare('SELECT assortment FROM customers WHERE id = ?1').bind(customerId).first();
  return row ? z.object({ assortment: z.string() }).parse(row).assortment : null;
}
