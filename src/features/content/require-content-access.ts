import 'server-only';
import { tryGetContext } from 'hono/context-storage';
import { unstable_redirect as redirect } from 'waku/router/server';
import type { ShopEnv } from '../../../worker/shop-env';
import { getRequestContext } from '../../lib/request-context';

/**
 * The edge route that sends a browser to the front page with 'Vänligen logga in'. A page cannot
 * set the flash cookie itself (Waku's redirect answer drops headers set during rendering), and a
 * document navigation to the edge route also works from a client-side (RSC) navigation.
 */
const PLEASE_SIGN_IN_PATH = '/api/session/expired';

/**
 * authenticatedOnly content (spec points 2 and 6): an anonymous visitor is sent to the front page
 * with 'Vänligen logga in', exactly as the route guard does for requiresAuth routes. It runs before
 * the page renders anything, so not a word of the page reaches an anonymous HTML or RSC answer.
 */
export function requireSignInFor(page: { authenticatedOnly: boolean }): void {
  if (!page.authenticatedOnly || getRequestContext().session) return;
  // getRequestContext() above has already required a request, so its URL is there.
  redirect(new URL(PLEASE_SIGN_IN_PATH, tryGetContext<ShopEnv>()?.req.url));
}

/** Whether the viewer may see authenticatedOnly pages (in listings and sidebars). */
export const canSeeMembersContent = (): boolean => getRequestContext().session !== null;
