#!/usr/bin/env node
/**
 * Builds each brand's static assets into public/brands/<id>/:
 *
 *   brands/<id>/fonts.json + theme.css
 *                                    -> public/brands/<id>/theme.css    (@font-face rules, then theme.css)
 *   brands/<id>/logos/<logo>.svg     -> public/brands/<id>/<logo>.svg   (the five logos)
 *   node_modules/@fontsource/<pkg>/files/<file>.woff2
 *                                    -> public/brands/<id>/fonts/<file>.woff2
 *
 * A brand is any folder in brands/ that has a config.ts. fonts.json lists the
 * brand's fonts as [{ "package": "<@fontsource package>", "weights": [400, …] }];
 * the @font-face rules for them (normal style, the latin-ext and latin subsets)
 * are generated from the package's own metadata, so theme.css holds only the
 * brand's variables and overrides. The font files needed are read from the
 * url("./fonts/<file>.woff2") references in the finished stylesheet, and the
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
// Swedish text needs latin; latin-ext covers the rest of Europe's names. The browser fetches a
// subset only when the page uses a character in its unicode-range. latin-ext comes first, as
// fontsource orders them, so the later latin face wins where the two ranges overlap.
const FONT_SUBSETS = ['latin-ext', 'latin'];

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

const readJson = (brand, file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    fail(brand, `cannot read ${rel(file)}: ${error.message}`);
  }
};

/** The brand's fonts.json, checked: [{ package, weights }]. */
function readFontList(id, file) {
  mustExist(id, file, 'the list of the brand\'s @fontsource fonts');
  const list = readJson(id, file);
  const valid =
    Array.isArray(list) &&
    list.length > 0 &&
    list.every(
      (font) =>
        typeof font?.package === 'string' &&
        /^[a-z0-9-]+$/.test(font.package) &&
        Array.isArray(font.weights) &&
        font.weights.length > 0 &&
        font.weights.every((weight) => Number.isInteger(weight) && weight >= 100 && weight <= 900),
    );
  if (!valid) fail(id, `${rel(file)} must be a non-empty list of { "package": "<@fontsource package>", "weights": [400, …] }`);
  return list;
}

/** One @font-face rule per weight and subset of each font, from the @fontsource package's metadata. */
function fontFaces(id, fonts) {
  const blocks = [];
  for (const font of fonts) {
    const pkgDir = path.join(FONTSOURCE_DIR, font.package);
    const hint = `is @fontsource/${font.package} installed?`;
    mustExist(id, path.join(pkgDir, 'metadata.json'), hint);
    mustExist(id, path.join(pkgDir, 'unicode.json'), hint);
    const metadata = readJson(id, path.join(pkgDir, 'metadata.json'));
    const ranges = readJson(id, path.join(pkgDir, 'unicode.json'));
    for (const weight of font.weights) {
      if (!metadata.weights?.includes(weight)) fail(id, `@fontsource/${font.package} has no weight ${weight}`);
    }
    if (!metadata.styles?.includes('normal')) fail(id, `@fontsource/${font.package} has no normal style`);
    for (const subset of FONT_SUBSETS) {
      if (!ranges[subset]) fail(id, `@fontsource/${font.package} has no ${subset} subset`);
    }
    blocks.push(`/* ${metadata.family} ${font.weights.join('/')}, ${FONT_SUBSETS.join(' + ')} (from @fontsource/${font.package}) */\n`);
    for (const weight of font.weights) {
      for (const subset of FONT_SUBSETS) {
        blocks.push(
          '@font-face {\n' +
            `  font-family: "${metadata.family}";\n` +
            '  font-style: normal;\n' +
            `  font-weight: ${weight};\n` +
            // optional, not swap: a font arriving after the first paint is not swapped in, so text
            // never reflows and moves the page (issue 13); the next page has it from the cache.
            '  font-display: optional;\n' +
            `  src: url("./fonts/${font.package}-${subset}-${weight}-normal.woff2") format("woff2");\n` +
            `  unicode-range: ${ranges[subset]};\n` +
            '}\n',
        );
      }
    }
    blocks.push('\n');
  }
  return blocks.join('');
}

/**
 * Work out every file one brand needs: Map<destination, source>, where a source is a file to
 * copy or, for theme.css, the finished stylesheet itself.
 */
function planBrand(id) {
  const srcDir = path.join(BRANDS_DIR, id);
  const outDir = path.join(OUT_DIR, id);
  const files = new Map();

  const themeSrc = path.join(srcDir, 'theme.css');
  mustExist(id, themeSrc);
  const fontList = path.join(srcDir, 'fonts.json');
  const theme =
    `/* @font-face rules generated by scripts/build-brand-assets.mjs from brands/${id}/fonts.json */\n` +
    fontFaces(id, readFontList(id, fontList)) +
    fs.readFileSync(themeSrc, 'utf8');
  files.set(path.join(outDir, 'theme.css'), Buffer.from(theme));

  for (const logo of LOGOS) {
    const src = path.join(srcDir, 'logos', logo);
    mustExist(id, src);
    files.set(path.join(outDir, logo), src);
  }

  const css = theme.replace(/\/\*[\s\S]*?\*\//g, '');
  const fonts = new Set();
  for (const match of css.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)) {
    const url = match[2].trim();
    if (/^(data:|https?:|\/)/.test(url)) continue; // not a file we ship
    const font = /^(?:\.\/)?fonts\/([a-z0-9-]+\.woff2)$/.exec(url);
    if (!font) fail(id, `theme.css refers to "${url}"; only url("./fonts/<file>.woff2") can be copied`);
    fonts.add(font[1]);
  }

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

/** Write dest (a copy of the file src, or src's bytes) only if its bytes differ; returns true when written. */
function syncFile(src, dest) {
  const data = Buffer.isBuffer(src) ? src : fs.readFileSync(src);
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
