import { z } from 'zod';
import type { VariantRow } from '../catalogue/variant-row';
import { calculatePrice, pickAgreement, type Bracket, type Price } from './price-calc';

const AgreementSchema = z.object({ name: z.string(), percentage: z.number(), lft: z.number(), rgt: z.number(), level: z.number() });
const NetPriceSchema = z.object({ article_number: z.string(), net_price: z.number() });
const BracketSchema = z.object({ article_number: z.string(), min_quantity: z.number(), percentage: z.number() });
const CampaignPriceSchema = z.object({ article_number: z.string(), campaign_price: z.number(), name: z.string() });

/** Everything that prices the given articles for one customer, fetched in one round trip. */
export interface PriceBook {
  price(row: VariantRow, quantity: number | null): Price;
  brackets(articleNumber: string): Bracket[];
}

export async function loadPriceBook(db: D1Database, customerId: string, articleNumbers: readonly string[], today: string): Promise<PriceBook> {
  const articles = JSON.stringify([...new Set(articleNumbers)]);
  const [agreements, netPrices, brackets, campaigns] = await db.batch([
    db.prepare('SELECT a.name, a.percentage, c.lft, c.rgt, c.level FROM price_agreements a JOIN categories c ON c.id = a.category_id WHERE a.customer_id = ?1').bind(customerId),
    db.prepare('SELECT article_number, net_price FROM customer_net_prices WHERE customer_id = ?1 AND article_number IN (SELECT value FROM json_each(?2))').bind(customerId, articles),
    db.prepare('SELECT article_number, min_quantity, percentage FROM bracket_prices WHERE article_number IN (SELECT value FROM json_each(?1)) ORDER BY min_quantity').bind(articles),
    // Campaigns open to everyone or to this customer, running today (inclusive Stockholm dates).
    db
      .prepare(
        `SELECT ci.article_number, ci.campaign_price, c.name FROM campaign_items ci JOIN campaigns c ON c.id = ci.campaign_id
         WHERE ci.article_number IN (SELECT value FROM json_each(?1)) AND ci.campaign_price IS NOT NULL
           AND c.starts_on <= ?2 AND c.ends_on >= ?2 AND (c.customer_id IS NULL OR c.customer_id = ?3)
         ORDER BY ci.campaign_price`,
      )
      .bind(articles, today, customerId),
  ]);
  const agreementRows = z.array(AgreementSchema).parse(agreements?.results ?? []);
  const netByArticle = new Map(z.array(NetPriceSchema).parse(netPrices?.results ?? []).map((row) => [row.article_number, row.net_price]));
  const bracketsByArticle = new Map<string, Bracket[]>();
  for (const row of z.array(BracketSchema).parse(brackets?.results ?? [])) {
    const list = bracketsByArticle.get(row.article_number) ?? [];
    list.push({ minQuantity: row.min_quantity, percentage: row.percentage });
    bracketsByArticle.set(row.article_number, list);
  }
  const campaignByArticle = new Map<string, { name: string; price: number }>();
  for (const row of z.array(CampaignPriceSchema).parse(campaigns?.results ?? [])) {
    // Rows come cheapest first: the first one per article is the best campaign price.
    if (!campaignByArticle.has(row.article_number)) campaignByArticle.set(row.article_number, { name: row.name, price: row.campaign_price });
  }

  return {
    brackets: (articleNumber) => bracketsByArticle.get(articleNumber) ?? [],
    price: (row, quantity) => {
      const agreement = pickAgreement(agreementRows, row.category_lft);
      return calculatePrice({
        listPrice: row.list_price,
        alloyingPrice: row.alloying_price,
        askForPrice: row.ask_for_price === 1,
        unit: row.unit,
        customerNetPrice: netByArticle.get(row.article_number) ?? null,
        agreement: agreement ? { name: agreement.name, percentage: agreement.percentage } : null,
        campaign: campaignByArticle.get(row.article_number) ?? null,
        brackets: bracketsByArticle.get(row.article_number) ?? [],
        quantity,
      });
    },
  };
}
