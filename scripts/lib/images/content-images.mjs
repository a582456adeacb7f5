// Pictures for the content spaces' assets (heroes, banners, guides, stores, contacts, video
// posters): flat illustrated scenes in the brand's colour with the brand's own trade goods, no
// text (the heading beside a picture says it). Keys come from contentImageKey, the same function
// the content seed uses for the asset's file URL.
import { buildContentSpaces } from '../../../backend/seed/content-seed.mjs';
import { contentImageKey } from '../../../backend/src/catalogue/image-family.ts';
import { SHAPES } from './product-shapes.mjs';
import { paintOf } from './finish-colours.mjs';

/** The goods each brand's pictures show (its trade). */
const GOODS = {
  ljus: [['coil', 'bla'], ['luminaire', 'standard'], ['breaker', 'standard'], ['drum', 'svart'], ['bulb', 'standard']],
  virke: [['powertool', 'standard'], ['screw', 'forzinkad'], ['measure', 'standard'], ['saw', 'standard'], ['bracket', 'forzinkad']],
  ror: [['pipe', 'koppar'], ['tap', 'standard'], ['valve', 'standard'], ['fitting', 'koppar'], ['radiator', 'standard']],
};

const item = (kind, finish, x, y, scale) => `<g transform="translate(${x} ${y}) scale(${scale})">${SHAPES[kind](paintOf(finish))}</g>`;

/** A stable small number from a string, so each asset gets its own arrangement. */
const seedOf = (text) => [...text].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) >>> 0, 7);

function storefront(w, h, colour) {
  const base = h * 0.78;
  return `<rect width="${w}" height="${h}" fill="#cfe3f1"/><circle cx="${w * 0.85}" cy="${h * 0.2}" r="${h * 0.09}" fill="#fff4c2"/>
<rect x="${w * 0.08}" y="${h * 0.28}" width="${w * 0.84}" height="${base - h * 0.28}" fill="#e9ecef"/><rect x="${w * 0.08}" y="${h * 0.28}" width="${w * 0.84}" height="${h * 0.1}" fill="${colour}"/>
${Array.from({ length: 5 }, (_, i) => `<rect x="${w * (0.12 + i * 0.16)}" y="${h * 0.45}" width="${w * 0.12}" height="${h * 0.2}" fill="#9ec3dc" stroke="#5d7f96" stroke-width="4"/>`).join('')}
<rect x="${w * 0.44}" y="${h * 0.5}" width="${w * 0.12}" height="${base - h * 0.5}" fill="#4d6b80"/><rect y="${base}" width="${w}" height="${h - base}" fill="#8d949b"/>
${Array.from({ length: 8 }, (_, i) => `<path d="M${(i * w) / 8 + w * 0.03} ${base + (h - base) / 2} h${w * 0.05}" stroke="#fff" stroke-width="6"/>`).join('')}
<rect x="${w * 0.7}" y="${base - h * 0.12}" width="${w * 0.16}" height="${h * 0.1}" rx="8" fill="#f4f4f1" stroke="#6b747c" stroke-width="4"/><circle cx="${w * 0.73}" cy="${base}" r="${h * 0.025}" fill="#222"/><circle cx="${w * 0.83}" cy="${base}" r="${h * 0.025}" fill="#222"/>`;
}

function person(w, h, colour, seed) {
  const skin = ['#f1c7a5', '#d8a27c', '#a8714f', '#f5d5bd'][seed % 4];
  const hair = ['#3a2a1e', '#7a4b2c', '#c9a443', '#222'][(seed >> 2) % 4];
  const cx = w / 2;
  return `<rect width="${w}" height="${h}" fill="#eef1f3"/><circle cx="${cx}" cy="${h / 2}" r="${w * 0.46}" fill="${colour}" opacity=".18"/>
<path d="M${cx - w * 0.3} ${h} v-${h * 0.14} a${w * 0.3} ${h * 0.2} 0 0 1 ${w * 0.6} 0 v${h * 0.14}z" fill="${colour}"/><path d="M${cx - w * 0.06} ${h * 0.74} l${w * 0.06} ${h * 0.1} l${w * 0.06} -${h * 0.1}z" fill="#fff"/>
<rect x="${cx - w * 0.05}" y="${h * 0.6}" width="${w * 0.1}" height="${h * 0.1}" fill="${skin}"/><ellipse cx="${cx}" cy="${h * 0.44}" rx="${w * 0.14}" ry="${h * 0.17}" fill="${skin}"/>
<path d="M${cx - w * 0.15} ${h * 0.42} a${w * 0.15} ${h * 0.17} 0 0 1 ${w * 0.3} 0 q-${w * 0.15} -${h * 0.08} -${w * 0.3} 0z" fill="${hair}"/><circle cx="${cx - w * 0.05}" cy="${h * 0.45}" r="${w * 0.012}" fill="#222"/><circle cx="${cx + w * 0.05}" cy="${h * 0.45}" r="${w * 0.012}" fill="#222"/>
<path d="M${cx - w * 0.04} ${h * 0.52} q${w * 0.04} ${h * 0.03} ${w * 0.08} 0" stroke="#7a3b2e" stroke-width="4" fill="none"/>`;
}

function warehouse(w, h, colour) {
  const shelves = Array.from({ length: 4 }, (_, i) => {
    const x = w * (0.05 + i * 0.24);
    return `<rect x="${x}" y="${h * 0.2}" width="${w * 0.2}" height="${h * 0.62}" fill="none" stroke="${colour}" stroke-width="10"/>${[0.4, 0.6].map((f) => `<path d="M${x} ${h * f} h${w * 0.2}" stroke="${colour}" stroke-width="8"/>`).join('')}
${[0.25, 0.45, 0.65].map((f, k) => `<rect x="${x + w * 0.02}" y="${h * (f + 0.04)}" width="${w * 0.07}" height="${h * 0.11}" fill="#c89b62" stroke="#7d5a2f" stroke-width="3"/><rect x="${x + w * 0.1}" y="${h * (f + 0.06 - k * 0.01)}" width="${w * 0.08}" height="${h * (0.09 + k * 0.01)}" fill="#d8b07d" stroke="#7d5a2f" stroke-width="3"/>`).join('')}`;
  }).join('');
  return `<rect width="${w}" height="${h}" fill="#dfe5ea"/><rect y="${h * 0.82}" width="${w}" height="${h * 0.18}" fill="#9aa3ab"/>${shelves}<path d="M0 ${h * 0.9} h${w}" stroke="#f2b705" stroke-width="8" stroke-dasharray="30 20"/>`;
}

/** Goods laid out on the brand colour with a light panel: heroes, banners, section pictures. */
function goodsScene(w, h, colour, goods, seed) {
  const count = w / h > 2 ? 4 : w / h > 1.2 ? 3 : 2;
  const size = Math.min(h * 0.62, (w * 0.8) / count);
  const start = (seed % goods.length);
  const items = Array.from({ length: count }, (_, i) => {
    const [kind, finish] = goods[(start + i) % goods.length];
    const x = w * 0.1 + i * ((w * 0.8) / count) + ((w * 0.8) / count - size) / 2;
    return `<circle cx="${x + size / 2}" cy="${h * 0.52}" r="${size * 0.56}" fill="#fff" opacity=".92"/>${item(kind, finish, x, h * 0.52 - size / 2, size / 400)}`;
  }).join('');
  return `<rect width="${w}" height="${h}" fill="${colour}"/><path d="M0 ${h} L${w * 0.55} 0 H${w} V${h}z" fill="#000" opacity=".1"/>
${Array.from({ length: 12 }, (_, i) => `<circle cx="${(i * w) / 12 + 20}" cy="${h * 0.08}" r="${Math.max(3, h * 0.008)}" fill="#fff" opacity=".35"/>`).join('')}${items}`;
}

function pictureOf(spaceId, assetId, w, h, colour) {
  const goods = GOODS[spaceId] ?? GOODS.ljus;
  const seed = seedOf(assetId);
  let body;
  if (/^store|butik|^section-image-text|^info-/.test(assetId)) body = storefront(w, h, colour);
  else if (/^contact/.test(assetId)) body = person(w, h, colour, seed);
  else if (/poster|lager|set-of-three-2|single/.test(assetId)) body = warehouse(w, h, colour);
  else body = goodsScene(w, h, colour, goods, seed);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}

/** key → () => SVG for every picture asset of every content space (logos excluded: they stay SVG). */
export function contentImages() {
  const images = new Map();
  for (const space of buildContentSpaces()) {
    for (const asset of space.assets) {
      if (!asset.fields.file.url.startsWith('/images/k/')) continue;
      const { width, height } = asset.fields.file.details.image;
      const scale = Math.min(1, 1600 / width);
      const w = Math.round(width * scale);
      const h = Math.round(height * scale);
      images.set(contentImageKey(space.id, asset.id), () => pictureOf(space.id, asset.id, w, h, space.themeColor));
    }
  }
  return images;
}
