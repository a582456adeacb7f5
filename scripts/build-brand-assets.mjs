#!/usr/bin/env node
/**
 * Copies each brand's static assets into public/brands/<id>/:
 *
 *   brands/<id>/theme.css            -> public/brands/<id>/theme.css
 *   brands/<id>/logos/<logo>.svg     -> public/brands/<id>/<logo>.svg   (the five logos)
 *   node_modules/@fontsource/<pkg>/files/<file>.woff2
 *                                    -> public/brands/<id>/fonts/<file>.woff2
 *
 * A brand is any folder in brands/ that has a config.ts. The fonts needed are
 * read from the url("./fonts/<file>.woff2") references in theme.css, and the
 * @fontsource package is the one whose name prefixes the file name.
 *
 * Idempotent: files are only written when their content changed, and files in
 * public/brands/ that no brand produces any more are removed (the folder is
 * generated; do not edit it by hand). Everything is checked before anything is
 * written, so a missing file leaves public/brands/ as it was.
 *
 * Usage: node scripts/build-brand-assets.mjs
 */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';

const ROOT = path.resolve(import.meta.dirname, '..');
const BRANDS_DIR = path.join(ROOT, 'brands');
const OUT_DIR = path.join(ROOT, 'public', 'brands');
const FONTSOURCE_DIR = path.join(ROOT, 'node_modules', '@fontsource');
const LOGOS = ['logo.svg', 'logo-small.svg', 'favicon.svg', 'logo-light.svg', 'logo-light-small.svg'];

const rel = (p) => path.relative(ROOT, p) || '.';

class BuildError extends Error {}

function fail(brand, message) {
  throw new BuildError(`brand "${brand}": ${message}`);
}

function mustExist(brand, file, hint) {
  if (!fs.statSync(file, { throwIfNoEntry: false })?.isFile()) {
    fail(brand, `missing ${rel(file)}${hint ? ` (${hint})` : ''}`);
  }
}

let fontPackages;
function fontsourcePackages() {
  if (!fontPackages) {
    fontPackages = fs.existsSync(FONTSOURCE_DIR)
      ? fs
          .readdirSync(FONTSOURCE_DIR, { withFileTypes: true })
          .filter((d) => d.isDirectory())
          .map((d) => d.name)
          .sort((a, b) => b.length - a.length) // longest prefix wins
      : [];
  }
  return fontPackages;
}

/** Work out every file one brand needs: Map<destination, source>. */
function planBrand(id) {
  const srcDir = path.join(BRANDS_DIR, id);
  const outDir = path.join(OUT_DIR, id);
  const files = new Map();

  const themeSrc = path.join(srcDir, 'theme.css');
  mustExist(id, themeSrc);
  files.set(path.join(outDir, 'theme.css'), themeSrc);

  for (const logo of LOGOS) {
    const src = path.join(srcDir, 'logos', logo);
    mustExist(id, src);
    files.set(path.join(outDir, logo), src);
  }

  const css = fs.readFileSync(themeSrc, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const fonts = new Set();
  for (const match of css.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)) {
    const url = match[2].trim();
    if (/^(data:|https?:|\/)/.test(url)) continue; // not a file we ship
    const font = /^(?:\.\/)?fonts\/([a-z0-9-]+\.woff2)$/.exec(url);
    if (!font) fail(id, `theme.css refers to "${url}"; only url("./fonts/<file>.woff2") can be copied`);
    fonts.add(font[1]);
  }
  if (fonts.size === 0) fail(id, 'theme.css has no url("./fonts/<file>.woff2") @font-face sources');

  for (const file of fonts) {
    const pkg = fontsourcePackages().find((name) => file.startsWith(`${name}-`));
    if (!pkg) {
      fail(id, `no @fontsource package in ${rel(FONTSOURCE_DIR)} provides ${file} (run npm install?)`);
    }
    const src = path.join(FONTSOURCE_DIR, pkg, 'files', file);
    mustExist(id, src, `font file needed by theme.css; is @fontsource/${pkg} installed?`);
    files.set(path.join(outDir, 'fonts', file), src);
  }

  // Every /brands/<id>/... path in config.ts must be something we produce.
  const config = fs.readFileSync(path.join(srcDir, 'config.ts'), 'utf8');
  for (const match of config.matchAll(/['"`](\/brands\/[^'"`]+)['"`]/g)) {
    const dest = path.join(ROOT, 'public', match[1]);
    if (!files.has(dest)) fail(id, `config.ts refers to ${match[1]}, which this script does not produce`);
  }

  return { id, outDir, files, fonts: [...fonts].sort() };
}

const digest = (buf) => crypto.createHash('sha256').update(buf).digest('hex');

/** Write dest only if its bytes differ; returns true when written. */
function syncFile(src, dest) {
  const data = fs.readFileSync(src);
  const existing = fs.statSync(dest, { throwIfNoEntry: false });
  if (existing?.isFile() && existing.size === data.length && digest(fs.readFileSync(dest)) === digest(data)) {
    return false;
  }
  fs.mkdirSync(path.dirname(dest), { recursive: true });
  const tmp = `${dest}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, data);
  fs.renameSync(tmp, dest);
  return true;
}

/** Remove files/folders under dir that are not in keep; returns how many files went. */
function prune(dir, keep) {
  let removed = 0;
  if (!fs.existsSync(dir)) return removed;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      removed += prune(full, keep);
      if (fs.readdirSync(full).length === 0) fs.rmdirSync(full);
    } else if (!keep.has(full)) {
      fs.rmSync(full, { force: true });
      removed += 1;
    }
  }
  return removed;
}

function main() {
  const started = performance.now();
  const ids = fs
    .readdirSync(BRANDS_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(BRANDS_DIR, d.name, 'config.ts')))
    .map((d) => d.name)
    .sort();
  if (ids.length === 0) throw new BuildError(`no brands found (no ${rel(BRANDS_DIR)}/<id>/config.ts)`);

  // Check everything first, then write.
  const plans = ids.map(planBrand);

  fs.mkdirSync(OUT_DIR, { recursive: true });
  for (const entry of fs.readdirSync(OUT_DIR, { withFileTypes: true })) {
    if (!ids.includes(entry.name)) {
      fs.rmSync(path.join(OUT_DIR, entry.name), { recursive: true, force: true });
      console.log(`brand assets: removed stale ${rel(path.join(OUT_DIR, entry.name))}`);
    }
  }

  for (const plan of plans) {
    let written = 0;
    for (const [dest, src] of plan.files) if (syncFile(src, dest)) written += 1;
    const removed = prune(plan.outDir, new Set(plan.files.keys()));
    const theme = digest(fs.readFileSync(path.join(plan.outDir, 'theme.css'))).slice(0, 8);
    console.log(
      `brand assets: ${plan.id.padEnd(6)} -> ${rel(plan.outDir)}  ` +
        `theme.css #${theme}, ${LOGOS.length} logos, ${plan.fonts.length} fonts; ` +
        `${written} written, ${plan.files.size - written} unchanged${removed ? `, ${removed} stale removed` : ''}`,
    );
  }
  console.log(`brand assets: done in ${Math.round(performance.now() - started)} ms`);
}

try {
  main();
} catch (error) {
  if (error instanceof BuildError) {
    console.error(`build-brand-assets: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
