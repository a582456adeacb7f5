import { routeTable, type RouteName, type RoutePattern } from './route-table';

// Plain module (no server-only imports): client components build their links with it too.

/** `[...slug]` takes the segments, or one slash-separated path such as a category's "el/kabel". */
type ParamValue<Param extends string> = Param extends `...${string}` ? string | readonly string[] : string;
type ParamName<Param extends string> = Param extends `...${infer Name}` ? Name : Param;

/** The parameters a pattern needs: `/produkt/[slug]` → `{ slug: string }`. */
type PatternParams<Pattern extends string> = Pattern extends `${string}[${infer Param}]${infer Rest}`
  ? { [Key in ParamName<Param>]: ParamValue<Param> } & PatternParams<Rest>
  : unknown;

/** The path a pattern gives once filled: `/produkt/[slug]` → `/produkt/${string}`. */
type PatternPath<Pattern extends string> = Pattern extends `${infer Head}[${string}]${infer Rest}` ? `${Head}${string}${PatternPath<Rest>}` : Pattern;

export type RouteParams<Name extends RouteName> = PatternParams<RoutePattern<Name>>;

/** What `href(name, …)` returns: the route's path, possibly with a query string. */
export type RouteHref<Name extends RouteName> = PatternPath<RoutePattern<Name>> | `${PatternPath<RoutePattern<Name>>}?${string}`;

/** Query values as URLSearchParams takes them; undefined leaves the name out. */
export type RouteQuery = Readonly<Record<string, string | number | undefined>>;

type HrefArguments<Name extends RouteName> = keyof RouteParams<Name> extends never
  ? [params?: Readonly<Record<string, never>>, query?: RouteQuery]
  : [params: RouteParams<Name>, query?: RouteQuery];

const patternByName = new Map<string, string>(routeTable.map((route) => [route.name, route.pattern]));

/**
 * The path of a named route from the route table, so no page path is typed twice:
 * `href('produkt-slug', { slug })`, `href('kategorier-slug', { slug: ['el', 'kabel'] })`,
 * `href('logga-in', {}, { returnTo })`. Each segment is percent-encoded; a missing (undefined) parameter throws.
 */
export function href<Name extends RouteName>(name: Name, ...[params, query]: HrefArguments<Name>): RouteHref<Name> {
  const pattern = patternByName.get(name);
  if (pattern === undefined) throw new Error(`href: no route named "${name}"`);
  const values: Readonly<Record<string, string | readonly string[] | undefined>> = params ?? {};
  const path = pattern
    .split('/')
    .map((part) => {
      if (!part.startsWith('[')) return part;
      const rest = part.startsWith('[...');
      const key = part.slice(rest ? 4 : 1, -1);
      const value = values[key];
      if (value === undefined) throw new Error(`href('${name}'): missing parameter "${key}"`);
      // An empty value from upstream data gives a link to nothing (a 404), never a broken page.
      return (rest ? pathSegments(value) : [String(value)]).map(encodeURIComponent).join('/');
    })
    .join('/');
  const search = querySearch(query);
  return (search ? `${path}?${search}` : path) as RouteHref<Name>;
}

/** A catch-all's segments: an array as given, a string split at its slashes; empty ones dropped. */
function pathSegments(value: string | readonly string[]): string[] {
  const segments = typeof value === 'string' ? value.split('/') : value;
  return segments.filter((segment) => segment !== '');
}

function querySearch(query: RouteQuery | undefined): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) search.append(name, String(value));
  return search.toString();
}
