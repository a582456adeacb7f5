export interface ScrollLocation {
  path: string;
  hash: string;
}

export type ScrollPlan = { to: 'top' } | { to: 'hash'; id: string } | null;

/**
 * Where a navigation scrolls (spec point 2): to the hash target when the new address has one, to
 * the top when the path (and with it the route's params) changed; a change of query alone (a
 * filter, a sort) stays put. Null also when the visitor asks for reduced motion: the router's
 * own instant jump is then the right one.
 */
export function scrollPlan(previous: ScrollLocation, next: ScrollLocation, reducedMotion: boolean): ScrollPlan {
  if (reducedMotion) return null;
  if (previous.path === next.path && previous.hash === next.hash) return null;
  const id = next.hash.replace(/^#/, '');
  return id ? { to: 'hash', id } : { to: 'top' };
}
