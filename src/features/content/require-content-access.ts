import 'server-only';
import { endSessionAndSignIn, getRequestContext } from '../../lib/request';

/**
 * authenticatedOnly content (spec points 2 and 6): an anonymous visitor is sent to the front page
 * with 'Vänligen logga in', exactly as the route guard does for requiresAuth routes. It runs before
 * the page renders anything, so not a word of the page reaches an anonymous HTML or RSC answer.
 */
export function requireSignInFor(page: { authenticatedOnly: boolean }): void {
  if (!page.authenticatedOnly || getRequestContext().session) return;
  // The edge route shows 'Vänligen logga in' on the front page: a page cannot set the flash
  // cookie itself (Waku's redirect answer drops headers set during rendering).
  endSessionAndSignIn();
}

/** Whether the viewer may see authenticatedOnly pages (in listings and sidebars). */
export const canSeeMembersContent = (): boolean => getRequestContext().session !== null;
