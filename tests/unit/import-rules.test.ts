import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The house rules of the import graph (docs/decisions/007-domain-floor.md, README "Layout"), read
// from the source itself: a rule broken here is a seam that the next change would build on.
const ROOT = resolve(import.meta.dirname, '../..');
const SOURCE = /\.(ts|tsx|mjs)$/;
const files = ['src', 'worker', 'backend/src', 'backend/seed', 'domain', 'brands'].flatMap((dir) => walk(join(ROOT, dir))).filter((file) => !/\.test\.tsx?$|\.gen\.ts$/.test(file));
const text = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : SOURCE.test(name) ? [join(dir, name)] : []));
}

/** Type-only imports and re-exports: erased by the compiler, so they never reach a bundle. */
const TYPE_ONLY = /^\s*(?:import|export)\s+type\s[^;]*?from\s*['"][^'"]+['"];?/gm;

/** Project files a file imports (relative specifiers resolved the way the bundler does). */
function importsOf(file: string, { valuesOnly = false } = {}): string[] {
  const source = text.get(file) ?? '';
  const specifiers = [...(valuesOnly ? source.replace(TYPE_ONLY, '') : source).matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map((match) => match[1] ?? '');
  const candidates = (base: string) => [base, `${base}.ts`, `${base}.tsx`, `${base}.mjs`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return specifiers.map((spec) => candidates(resolve(dirname(file), spec)).find((path) => text.has(path) || (existsSync(path) && statSync(path).isFile())) ?? resolve(dirname(file), spec));
}

const rel = (file: string) => relative(ROOT, file);
const edges = files.flatMap((from) => importsOf(from).map((to) => ({ from: rel(from), to: rel(to) })));
const broken = (rule: (edge: { from: string; to: string }) => boolean) => edges.filter(rule).map(({ from, to }) => `${from} → ${to}`);
const featureOf = (path: string) => /^src\/features\/([^/]+)\//.exec(path)?.[1];
const isFace = (path: string) => /^src\/features\/[^/]+\/(index|server)\.tsx?$/.test(path);

describe('the import rules', () => {
  it('src imports worker/ only in its entry file', () => {
    expect(broken(({ from, to }) => from.startsWith('src/') && from !== 'src/waku.server.tsx' && to.startsWith('worker/'))).toEqual([]);
  });

  it('the backend never imports the shop (shared rules live in domain/)', () => {
    expect(broken(({ from, to }) => from.startsWith('backend/') && /^(src|worker|brands)\//.test(to))).toEqual([]);
  });

  it('domain/ imports nothing of the project but itself', () => {
    expect(broken(({ from, to }) => from.startsWith('domain/') && !to.startsWith('domain/'))).toEqual([]);
  });

  it('primitives in src/components use no feature', () => {
    expect(broken(({ from, to }) => from.startsWith('src/components/') && to.startsWith('src/features/'))).toEqual([]);
  });

  it('a feature uses another feature only through its public face (index.ts, server.ts)', () => {
    expect(broken(({ from, to }) => !!featureOf(from) && !!featureOf(to) && featureOf(from) !== featureOf(to) && !isFace(to))).toEqual([]);
  });

  it("the worker imports no feature's server face", () => {
    // A server face carries the feature's page views and their stylesheets; what the worker imports
    // lands in the server entry, whose stylesheets Waku links on every page (decision 051). The
    // worker imports the one module it needs, as the order and quote document routes do.
    expect(broken(({ from, to }) => from.startsWith('worker/') && /^src\/features\/[^/]+\/server\.tsx?$/.test(to))).toEqual([]);
  });

  it("no 'use client' module reaches a server-only one", () => {
    expect(clientReaches((file) => /^import 'server-only';$/m.test(text.get(file) ?? ''))).toEqual([]);
  });

  it("no 'use client' module outside the checkout steps reaches the whole text catalogue", () => {
    // The catalogue is ~19 KB gzip: a client component gets its words as props from the server
    // (decision 042), or, for the error boundary that every page carries, from its own small part
    // of it. The checkout steps' forms still read it all; they load on those pages only.
    const isCatalogue = (file: string) => rel(file) === 'src/lib/texts/sv.ts';
    const mayRead = (edge: string) => edge.startsWith('src/features/checkout/');
    expect(clientReaches(isCatalogue).filter((edge) => !mayRead(edge))).toEqual([]);
  });

  it('a streamed part is a Streamed or ClientStreamed, never a bare <Suspense> (decision 044)', () => {
    // A bare boundary streams for a browser without scripts too, which never moves the part into place.
    const bare = files.filter((file) => !rel(file).startsWith('src/components/streaming/') && /<Suspense\b/.test(text.get(file) ?? ''));
    expect(bare.map(rel)).toEqual([]);
  });

  it("a 'use client' module that reaches zod first imports the setting that keeps zod from eval", () => {
    const usesZod = (file: string) => /from ['"]zod(?:\/[^'"]*)?['"]/.test(text.get(file) ?? '') && !rel(file).endsWith('zod-without-eval.ts');
    const firstImport = (file: string) => /^import\s[^;]*?['"]([^'"]+)['"]/m.exec(text.get(file) ?? '')?.[1] ?? '';
    const clients = [...new Set(clientReaches(usesZod).map((edge) => edge.split(' → ')[0] ?? ''))];
    expect(clients.filter((client) => !firstImport(resolve(ROOT, client)).endsWith('lib/client/zod-without-eval'))).toEqual([]);
  });
});

/** `client → target` for every 'use client' module whose value imports reach a target file. */
function clientReaches(isTarget: (file: string) => boolean): string[] {
  const isClient = (file: string) => /^\s*['"]use client['"]/.test(text.get(file) ?? '');
  // A client imports a server action ('use server') as a reference: its imports stay on the server.
  const isServerAction = (file: string) => /^\s*['"]use server['"]/.test(text.get(file) ?? '');
  const reached = (start: string, seen = new Set<string>()): string[] => {
    if (seen.has(start) || isServerAction(start)) return [];
    seen.add(start);
    return isTarget(start) ? [rel(start)] : importsOf(start, { valuesOnly: true }).filter((next) => text.has(next)).flatMap((next) => reached(next, seen));
  };
  return files.filter(isClient).flatMap((file) => reached(file).map((target) => `${rel(file)} → ${target}`));
}
