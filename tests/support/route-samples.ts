import type { RouteDefinition } from '../../src/lib/routes/route-table';

const SAMPLE_PARAMS: Record<string, string> = { slug: 'exempel', contentSlug: 'artikel', id: 'S-STO-01' };

/** A concrete path for a route pattern: `/produkt/[slug]` → `/produkt/exempel`. */
export function samplePath(route: RouteDefinition): string {
  const path = route.pattern
    .replace('[...slug]', 'el/kabel')
    .replace(/\[(\w+)\]/g, (_, name: string) => SAMPLE_PARAMS[name] ?? 'exempel');
  return route.name === 'search' ? `${path}?q=kabel` : path;
}
