#!/usr/bin/env node
/**
 * Builds each brand's static assets into public/brands/<id>/:
 *
 *   brands/<id>/fonts.json + theme.css
 *                                    -> public/brands/<id>/theme.css    (@font-face rules, then theme.css)
 *   brands/<id>/logos/<logo>.svg     -> public/brands/<id>/<logo>.svg   (the five logos)
 *   node_modules/@fontsource-variable/<pkg>/files/<pkg>-latin-wght-normal.woff2
 *                                    -> public/brands/<id>/fonts/<pkg>-sv-<min>-<max>.woff2
 *   node_modules/@fontsource-variable/<pkg>/files/<pkg>-latin-ext-wght-normal.woff2
 *                                    -> public/brands/<id>/fonts/ (copied)
 *
 * A brand is any folder in brands/ that has a config.ts. fonts.json lists the
 * brand's fonts as [{ "package": "<@fontsource-variable package>", "weights": [400, …] }].
 * Each font becomes one variable file holding the Swedish characters for the
 * weights from the lowest to the highest listed (cut with hb-subset), and the
 * package's latin-ext file for any other letter, fetched only when a page uses
 * one; the @font-face rules for both are generated, so theme.css holds only the
 * brand's variables and overrides. Each font also gets "<family> fallback", a
 * local font sized to it (lib/fallback-face.mjs), for the stacks to name next.
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
import subsetFont from 'subset-font';
import { FALLBACK_WEIGHTS, fallbackFaces, measureFont } from './lib/fallback-face.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const BRANDS_DIR = path.join(ROOT, 'brands');
const OUT_DIR = path.join(ROOT, 'public', 'brands');
const FONTSOURCE_DIR = path.join(ROOT, 'node_modules', '@fontsource-variable');
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

/**
 * The characters a Swedish trade shop writes: ASCII, Latin-1 (åäö, é, ü, ×, °, ½, the no-break
 * space) and the punctuation and signs of prices and units. One small file per font holds them
 * for every weight (issue 13: fonts ≤ 35 KB); a name with any other letter fetches the font's
 * full latin-ext file, and only then.
 */
const SWEDISH_CODEPOINTS = [
  ...range(0x20, 0x7e),
  ...range(0xa0, 0xff),
  ...[...'–—‘’‚“”„•…€−≈≤≥→←↑↓′″\u2009\u202f'].map((c) => c.codePointAt(0)),
];

function range(from, to) {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** CSS unicode-range for a set of code points, runs joined ("U+20-7E, U+A0-FF, …"). */
export function unicodeRange(codepoints) {
  const sorted = [...new Set(codepoints)].sort((a, b) => a - b);
  const runs = [];
  for (const point of sorted) {
    const last = runs.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else runs.push([point, point]);
  }
  const hex = (n) => n.toString(16).toUpperCase();
  return runs.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(', ');
}

const fontFace = (family, weights, file, unicode) =>
  '@font-face {\n' +
  `  font-family: "${family}";\n` +
  '  font-style: normal;\n' +
  `  font-weight: ${weights};\n` +
  // optional, not swap: a font arriving after the first paint is not swapped in, so text never
  // reflows and moves the page (issue 13); the layout preloads the body font, the next page has
  // it from the cache.
  '  font-display: optional;\n' +
  `  src: url("./fonts/${file}") format("woff2");\n` +
  `  unicode-range: ${unicode};\n` +
  '}\n';

/**
 * A brand's fonts from the variable @fontsource-variable packages: per font, the Swedish subset
 * cut to the brand's weights (made here with hb-subset) and the latin-ext face for the rest.
 * Returns the CSS and the font files: Map<file name, Buffer | source path>.
 */
async function brandFonts(id, fonts) {
  const css = [];
  const files = new Map();
  for (const font of fonts) {
    const pkgDir = path.join(FONTSOURCE_DIR, font.package);
    const hint = `is @fontsource-variable/${font.package} installed?`;
    mustExist(id, path.join(pkgDir, 'metadata.json'), hint);
    mustExist(id, path.join(pkgDir, 'unicode.json'), hint);
    const metadata = readJson(id, path.join(pkgDir, 'metadata.json'));
    const ranges = readJson(id, path.join(pkgDir, 'unicode.json'));
    const axis = metadata.variable?.wght;
    if (!axis) fail(id, `@fontsource-variable/${font.package} has no weight axis`);
    const [min, max] = [Math.min(...font.weights), Math.max(...font.weights)];
    if (min < Number(axis.min) || max > Number(axis.max)) fail(id, `@fontsource-variable/${font.package} has weights ${axis.min}–${axis.max}, not ${min}–${max}`);
    if (!ranges['latin-ext']) fail(id, `@fontsource-variable/${font.package} has no latin-ext subset`);
    const latin = path.join(pkgDir, 'files', `${font.package}-latin-wght-normal.woff2`);
    const extended = `${font.package}-latin-ext-wght-normal.woff2`;
    mustExist(id, latin, hint);
    mustExist(id, path.join(pkgDir, 'files', extended), hint);
    const subset = `${font.package}-sv-${min}-${max}.woff2`;
    const text = String.fromCodePoint(...SWEDISH_CODEPOINTS);
    const subsetBytes = Buffer.from(await subsetFont(fs.readFileSync(latin), text, { targetFormat: 'woff2', variationAxes: { wght: { min, max } } }));
    files.set(subset, subsetBytes);
    files.set(extended, path.join(pkgDir, 'files', extended));
    css.push(`/* ${metadata.family} ${min}–${max}: Swedish subset, latin-ext on demand (from @fontsource-variable/${font.package}) */\n`);
    // latin-ext first: where the two ranges overlap, the later Swedish face wins.
    css.push(fontFace(metadata.family, `${min} ${max}`, extended, ranges['latin-ext']));
    css.push(fontFace(metadata.family, `${min} ${max}`, subset, unicodeRange(SWEDISH_CODEPOINTS)));
    const measured = {
      regular: await measureFont(subsetBytes, { weight: FALLBACK_WEIGHTS.regular.measuredAt }),
      bold: await measureFont(subsetBytes, { weight: FALLBACK_WEIGHTS.bold.measuredAt }),
    };
    // theme.css's stacks name it after the family: "Inter", "Inter fallback", system-ui, …
    css.push(fallbackFaces(metadata.family, measured, metadata.category));
    css.push('\n');
  }
  return { css: css.join(''), files };
}

/**
 * Work out every file one brand needs: Map<destination, source>, where a source is a file to
 * copy or, for theme.css, the finished stylesheet itself.
 */
async function planBrand(id) {
  const srcDir = path.join(BRANDS_DIR, id);
  const outDir = path.join(OUT_DIR, id);
  const files = new Map();

  const themeSrc = path.join(srcDir, 'theme.css');
  mustExist(id, themeSrc);
  const fontList = path.join(srcDir, 'fonts.json');
  const fontSet = await brandFonts(id, readFontList(id, fontList));
  const theme =
    `/* @font-face rules generated by scripts/build-brand-assets.mjs from brands/${id}/fonts.json */\n` +
    fontSet.css +
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
    if (!fontSet.files.has(file)) fail(id, `theme.css refers to fonts/${file}, which no font in fonts.json makes`);
    files.set(path.join(outDir, 'fonts', file), fontSet.files.get(file));
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

async function main() {
  const started = performance.now();
  const ids = fs
    .readdirSync(BRANDS_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(BRANDS_DIR, d.name, 'config.ts')))
    .map((d) => d.name)
    .sort();
  if (ids.length === 0) throw new BuildError(`no brands found (no ${rel(BRANDS_DIR)}/<id>/config.ts)`);

  // Check everything first, then write.
  // One brand at a time: the woff2 converter subset-font and the fallback measure share keeps
  // state between awaits, and two conversions at once corrupt each other.
  const plans = [];
  for (const id of ids) plans.push(await planBrand(id));

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
  await main();
} catch (error) {
  if (error instanceof BuildError) {
    console.error(`build-brand-assets: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
