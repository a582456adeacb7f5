import { readdirSync, readFileSync } from 'node:fs';
// @ts-expect-error plain ESM helpers shared with the npm scripts
import { distDir } from '../../scripts/lib/shop-server.mjs';

/**
 * Facts of the build the running test shop serves (the same dist the global setup started), so
 * tests use what ships instead of copies: the server-function ids its client code calls, and the
 * rate limits of its generated wrangler.json.
 */
const dist = (): string => distDir();

/** Every server-function id ("<module hash>#<export>") the client bundles reference. */
export function serverActionIds(): string[] {
  const assets = `${dist()}/public/assets`;
  const ids = new Set<string>();
  for (const file of readdirSync(assets).filter((name) => name.endsWith('.js'))) {
    for (const [id] of readFileSync(`${assets}/${file}`, 'utf8').matchAll(/\b[0-9a-f]{12}#[A-Za-z_$][\w$]*/g)) ids.add(id);
  }
  return [...ids].sort();
}

/**
 * Every server function the built worker registers ("<module hash>#<export>"), read from the
 * server-reference table of its entry (`virtual:vite-rsc/server-references`): also the ones no
 * client bundle names, such as a form action rendered by a server component or a function handed
 * to a client component as a prop.
 */
export function registeredServerActionIds(): string[] {
  const assets = `${dist()}/server/assets`;
  const ids = new Set<string>();
  for (const file of readdirSync(assets).filter((name) => name.startsWith('server-entry') && name.endsWith('.js'))) {
    const source = readFileSync(`${assets}/${file}`, 'utf8');
    const table = source.slice(source.indexOf('virtual:vite-rsc/server-references'));
    for (const [, hash, names = ''] of table.matchAll(/"([0-9a-f]{12})": async \(\) => \{\s*const \{ ([^}]+) \} = await import/g)) {
      for (const name of names.split(',')) ids.add(`${hash}#${name.trim().split(/\s*:\s*/)[0]}`);
    }
  }
  if (ids.size === 0) throw new Error('the built server entry has no server-reference table');
  return [...ids].sort();
}

/** The id of the server function exported as `name`. */
export function serverActionId(name: string): string {
  const id = serverActionIds().find((candidate) => candidate.endsWith(`#${name}`));
  if (!id) throw new Error(`the build has no server function ${name}`);
  return id;
}

export interface BuiltRateLimit {
  limit: number;
  period: 10 | 60;
}

/** The [[ratelimits]] of the shop as built, by binding name. */
export function builtRateLimits(): Record<string, BuiltRateLimit> {
  const config = JSON.parse(readFileSync(`${dist()}/server/wrangler.json`, 'utf8')) as { ratelimits?: { name: string; simple: BuiltRateLimit }[] };
  return Object.fromEntries((config.ratelimits ?? []).map((binding) => [binding.name, binding.simple]));
}
