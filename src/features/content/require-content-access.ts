import 'server-only';
import { tryGetContext } from 'hono/context-storage';
import { unstable_redirect as redirect } from 'waku/router/server';
import { setFlash } from '../../../worker/middleware/flash';
import type { ShopEnv } from '../../../worker/shop-env';
import { getRequestContext } from '../../lib/request-context';

/**
 * authenticatedOnly content (spec points 2 and 6): an anonymous visitor is sent to the front page
 * with 'Vänligen logga in', exactly as the route guard does for requiresAuth routes. It runs before
 * the page renders anything, so not a word of the page reaches an anonymous HTML or RSC answer.
 */
export function requireSignInFor(page: { authenticatedOnly: boolean }): void {
  if (!page.authenticatedOnly || getRequestContext().session) return;
  const c = tryGetContext<ShopEnv>();
  if (c) setFlash(c, 'errors.please_login');
  redirect('/');
}

/** Whether the viewer may see authenticatedOnly pages (in listings and sidebars). */
export const canSeeMembersContent = (): boolean => getRequestContext().session !== null;
