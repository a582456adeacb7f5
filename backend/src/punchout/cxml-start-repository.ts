import { z } from 'zod';
import { RequisitionLinesSchema, type RequisitionLine } from '../../../domain/punchout/requisition-lines';
import type { CxmlCredential, CxmlSetupRequest } from './cxml-schemas';

/** 32 random bytes, base64url: what the StartPage URL carries. */
export const START_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface CxmlStart {
  userId: string;
  operation: 'create' | 'edit';
  buyerCookie: string;
  browserFormPostUrl: string;
  userEmail: string | null;
  buyer: CxmlCredential;
  supplier: CxmlCredential;
  itemLines: RequisitionLine[];
}

const CredentialJson = z.string().transform((text, ctx): CxmlCredential => {
  const parsed = z.object({ domain: z.string(), identity: z.string() }).safeParse(JSON.parse(text));
  if (!parsed.success) {
    ctx.addIssue({ code: 'custom', message: 'invalid credential' });
    return z.NEVER;
  }
  return parsed.data;
});

// Rows written before decision 031 or a broken value hold no lines rather than failing the start.
const ItemLinesJson = z.string().transform((text) => {
  try {
    const parsed = RequisitionLinesSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
});

const StartRowSchema = z.object({
  user_id: z.string(),
  operation: z.enum(['create', 'edit']),
  buyer_cookie: z.string(),
  browser_form_post_url: z.string(),
  user_email: z.string().nullable(),
  buyer: CredentialJson,
  supplier: CredentialJson,
  item_lines: ItemLinesJson,
});

/** Keeps an accepted setup until its browser arrives; expired rows of earlier setups go at once. */
export async function insertStart(db: D1Database, start: { tokenHash: string; userId: string; request: CxmlSetupRequest; now: number; ttlMs: number }) {
  const { request, now } = start;
  await db.batch([
    db.prepare('DELETE FROM punchout_cxml_starts WHERE expires_at < ?1').bind(now),
    db
      .prepare(
        `INSERT INTO punchout_cxml_starts
           (token_hash, user_id, operation, buyer_cookie, browser_form_post_url, user_email, buyer, supplier, created_at, expires_at, item_lines)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)`,
      )
      .bind(
        start.tokenHash,
        start.userId,
        request.operation,
        request.buyerCookie,
        request.browserFormPostUrl,
        request.userEmail ?? null,
        JSON.stringify(request.from),
        JSON.stringify(request.to),
        now,
        now + start.ttlMs,
        JSON.stringify(request.operation === 'edit' ? request.itemLines : []),
      ),
  ]);
}

/**
 * Marks the start used and returns it, in one statement, so two browsers racing with the same
 * link cannot both get a session. Null for an unknown, used or expired token.
 */
export async function spendStart(db: D1Database, tokenHash: string, now: number): Promise<CxmlStart | null> {
  const row = await db
    .prepare(
      `UPDATE punchout_cxml_starts SET used_at = ?2
        WHERE token_hash = ?1 AND used_at IS NULL AND expires_at > ?2
        RETURNING user_id, operation, buyer_cookie, browser_form_post_url, user_email, buyer, supplier, item_lines`,
    )
    .bind(tokenHash, now)
    .first();
  const parsed = StartRowSchema.safeParse(row);
  if (!parsed.success) return null;
  const { user_id, operation, buyer_cookie, browser_form_post_url, user_email, buyer, supplier, item_lines } = parsed.data;
  return { userId: user_id, operation, buyerCookie: buyer_cookie, browserFormPostUrl: browser_form_post_url, userEmail: user_email, buyer, supplier, itemLines: item_lines };
}
