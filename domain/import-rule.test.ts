import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The import rule of docs/decisions/007: domain/ imports nothing of the project (only npm
// packages), and the backend takes shared rules from domain/, never from the shop's src/.
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const SPECIFIER = /(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(ts|tsx|mts|mjs|js)$/.test(name))
    .map((name) => join(folder, name));
}

interface Import {
  file: string;
  specifier: string;
  /** The project folder a relative import lands in (src, domain, …); null for a package. */
  folder: string | null;
}

function importsOf(file: string): Import[] {
  const text = readFileSync(join(root, file), 'utf8');
  return [...text.matchAll(SPECIFIER)].map((match) => {
    const specifier = match[1] ?? match[2] ?? match[3] ?? '';
    const folder = specifier.startsWith('.') ? (relative(root, resolve(root, dirname(file), specifier)).split(/[\\/]/)[0] ?? '') : null;
    return { file, specifier, folder };
  });
}

describe('the domain floor', () => {
  it('imports nothing of the project but itself, and no runtime module', () => {
    const imports = sourceFiles('domain')
      .filter((file) => !file.endsWith('.test.ts'))
      .flatMap(importsOf);
    expect(imports.length).toBeGreaterThan(0);
    const outside = imports.filter(({ specifier, folder }) => (folder !== null && folder !== 'domain') || /^(cloudflare|node):/.test(specifier));
    expect(outside).toEqual([]);
  });

  it('is what the backend shares with the shop: the backend never imports src/, worker/ or brands/', () => {
    const imports = sourceFiles('backend').flatMap(importsOf);
    const shopImports = imports.filter(({ folder }) => folder === 'src' || folder === 'worker' || folder === 'brands');
    expect(shopImports).toEqual([]);
  });
});
