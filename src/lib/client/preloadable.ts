import { matchRoute } from '../routes/match-route';

/**
 * Whether hovering a link may preload its page: a page of the shop that every visitor may open.
 * Guarded pages are left alone, since the guard's answer (a redirect with a message) belongs to
 * the click, not to a hover; so are brand routes (the brand is the server's call).
 */
export function isPreloadablePath(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  const match = matchRoute(decoded);
  if (!match) return false;
  const { route } = match;
  return !route.requiresAuth && !route.requiresAdmin && !route.inDevelopment && !route.externalRedirect && !route.brand && route.name !== 'search';
}
