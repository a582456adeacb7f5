import { routeTable, type RouteDefinition } from './route-table';

export interface RouteMatch {
  route: RouteDefinition;
  params: Record<string, string | string[]>;
}

type Segment = { kind: 'static'; value: string } | { kind: 'param'; name: string } | { kind: 'rest'; name: string };

const compiled = routeTable.map((route) => ({
  route,
  segments: route.pattern.split('/').filter(Boolean).map((part): Segment => {
    if (part.startsWith('[...')) return { kind: 'rest', name: part.slice(4, -1) };
    if (part.startsWith('[')) return { kind: 'param', name: part.slice(1, -1) };
    return { kind: 'static', value: part };
  }),
}));

/** Static segments outrank parameters, parameters outrank catch-alls (as in the file router). */
const rank = (segments: Segment[]) => segments.map((s) => (s.kind === 'static' ? '0' : s.kind === 'param' ? '1' : '2')).join('');

// Compared by code unit, not localeCompare: the ranks are digits, and a collator's first use
// loads ICU data (22-27 ms of a page's main thread here, and every page runs this at start).
const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const ordered = [...compiled].sort((a, b) => byCodeUnit(rank(a.segments), rank(b.segments)));

function matchSegments(segments: Segment[], parts: string[]): Record<string, string | string[]> | null {
  const params: Record<string, string | string[]> = {};
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    if (segment.kind === 'rest') {
      const rest = parts.slice(i);
      if (rest.length === 0) return null;
      params[segment.name] = rest;
      return params;
    }
    const part = parts[i];
    if (part === undefined) return null;
    if (segment.kind === 'static' && segment.value !== part) return null;
    if (segment.kind === 'param') params[segment.name] = part;
  }
  return parts.length === segments.length ? params : null;
}

/**
 * Finds the route for a decoded pathname ("/produkt/kabel-3g"). Returns null for paths no route
 * takes. Callers decode percent-encoding first and answer 400 when that fails.
 */
export function matchRoute(pathname: string): RouteMatch | null {
  const parts = pathname.split('/').filter(Boolean);
  for (const { route, segments } of ordered) {
    const params = matchSegments(segments, parts);
    if (params) return { route, params };
  }
  return null;
}

export function findRouteByName(name: string): RouteDefinition | undefined {
  return routeTable.find((route) => route.name === name);
}
