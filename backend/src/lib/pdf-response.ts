import { z } from 'zod';

/**
 * What the routes answering a business document as PDF share (order confirmation, invoice,
 * quote): the brand named in its heading, the customer's name, and the download answer.
 */

/** The shop names its brand for the document's heading; a plain name, nothing to interpret. */
export const BrandName = z.string().trim().min(1).max(60).regex(/^[\p{L}\p{N} &.'-]+$/u).default('Bygghandel');

export async function customerName(db: D1Database, customerId: string): Promise<string> {
  const row = await db.prepare('SELECT name FROM customers WHERE id = ?1').bind(customerId).first<{ name: string }>();
  return row?.name ?? customerId;
}

/** A private download: never in a shared cache, named for the buyer's file system. */
export function pdfResponse(bytes: Uint8Array, filename: string): Response {
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${filename}"`, 'Content-Length': String(bytes.byteLength), 'Cache-Control': 'private, no-store' },
  });
}
