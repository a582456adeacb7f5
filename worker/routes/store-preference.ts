import type { Hono } from 'hono';
import { generateCookie } from 'hono/cookie';
import { z } from 'zod';
import { STORE_COOKIE } from '../../src/lib/request/customer-context';
import { cookieAttributes } from '../../src/lib/request/cookie-policy';
import { readEnvironment } from '../../src/lib/request/environment';
import type { ShopEnv } from '../../src/lib/request/shop-env';

import { getStores } from '../../src/lib/upstream/location/get-stores';

import { isSameOrigin, readForm, redirectWithMessage, refererPath, safeReturnTo } from './session/form-post';
import { servicesOf } from '../../src/lib/request/request-context';

/** The store picker on product pages posts here (src/features/catalogue/product). */
const STORE_PREFERENCE_PATH = '/api/preferences/store';
const ONE_YEAR = 365 * 24 * 3600;

const StoreForm = z.object({
  storeId: z.string().trim().regex(/^[A-Z0-9-]{2,20}$/),
  returnTo: z.string().optional(),
});

/**
 * POST /api/preferences/store: remembers the store whose stock a visitor sees. The id must be a
 * pickup store the location service lists today; anything else is refused and no cookie is set.
 * The cookie is a preference, not a secret, but no script needs it, so it stays HttpOnly; Lax so
 * it rides along on ordinary navigation from other sites.
 */
export function registerStorePreferenceRoute(app: Hono<ShopEnv>): void {
  app.post(STORE_PREFERENCE_PATH, async (c) => {
    if (!isSameOrigin(c)) return redirectWithMessage(c, '/', 'errors.forbidden_origin');
    const form = await readForm(c, StoreForm);
    const returnTo = safeReturnTo(form?.returnTo ?? refererPath(c));
    if (!form) return redirectWithMessage(c, returnTo, 'product.store.unknown');

    const stores = await getStores(servicesOf(c).location, c.var.accessToken).catch(() => null);
    if (!stores) return redirectWithMessage(c, returnTo, 'errors.technical_issues');
    if (!stores.some((store) => store.id === form.storeId)) return redirectWithMessage(c, returnTo, 'product.store.unknown');

    c.header('Set-Cookie', generateCookie(STORE_COOKIE, form.storeId, cookieAttributes({ environment: readEnvironment(c.env) }, ONE_YEAR)), { append: true });
    return redirectWithMessage(c, returnTo, 'product.store.changed');
  });
}
