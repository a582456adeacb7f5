import type { Context } from 'hono';
import type { z } from 'zod';
import { safeReturnTo } from '../../../src/lib/routes/safe-return-to';
export { safeReturnTo };
import type { TextKey } from '../../../src/lib/texts';
import { setFlash } from '../../../src/lib/request/flash';
import type { ShopEnv } from '../../../src/lib/request/shop-env';

/** Form posts are small; anything larger is not a form of ours. */
const MAX_FORM_BYTES = 16 * 1024;

/**
 * A state-changing POST must come from a page of ours. Browsers send Origin on every form POST;
 * SameSite=Lax cookies already stop cross-site posts carrying the session, and this also stops
 * login CSRF (a foreign page signing the visitor in as someone else).
 */
export function isSameOrigin(c: Context<ShopEnv>): boolean {
  const origin = c.req.header('origin');
  if (!origin) return false;
  try {
    const url = new URL(c.req.url);
    const host = c.req.header('host') ?? url.host;
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** Parses an urlencoded or multipart form with a zod schema; null when it does not fit. */
export async function readForm<T extends z.ZodType>(c: Context<ShopEnv>, schema: T): Promise<z.infer<T> | null> {
  const length = Number(c.req.header('content-length') ?? '0');
  if (length > MAX_FORM_BYTES) return null;
  try {
    const form = await c.req.parseBody();
    const parsed = schema.safeParse(form);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * 303 to a page of ours with a message for the toast. The location passes the one redirect check
 * here too, so no caller can hand a visitor's address to a Location header unchecked.
 */
export function redirectWithMessage(c: Context<ShopEnv>, location: string, message?: TextKey): Response {
  if (message) setFlash(c, message);
  return c.redirect(safeReturnTo(location), 303);
}

/** The page a form was posted from, when the browser named one of ours (Referer), as a path. */
export function refererPath(c: Context<ShopEnv>): string | undefined {
  const referer = c.req.header('referer');
  if (!referer) return undefined;
  try {
    const from = new URL(referer);
    return from.origin === new URL(c.req.url).origin ? `${from.pathname}${from.search}` : undefined;
  } catch {
    return undefined;
  }
}
