import fontverter from 'fontverter';
import * as hb from 'harfbuzzjs';

/**
 * Text a shop page is made of: product names, prices, units and Swedish prose. A font's width is
 * measured on it, so the fallback's size matches where it counts.
 */
export const SAMPLE_TEXT =
  'Installationskabel EKK 3G2,5 500 m – lägg i varukorgen, leverans från centrallagret. Dvärgbrytare och jordfelsbrytare för proffs: 1 710,58 kr/rulle';

/**
 * The local fonts a fallback face can stand on, regular and bold, with what the sample measures
 * in them (the Liberation and Croscore fonts are metric-compatible with Arial and Times New Roman,
 * so one set of figures serves every name; fallback-face.test.ts measures them again where they
 * are installed).
 */
const SANS_METRICS = { upem: 2048, ascender: 1854, descender: -434, lineGap: 67 };
const SERIF_METRICS = { upem: 2048, ascender: 1825, descender: -443, lineGap: 87 };
export const LOCAL_FALLBACKS = {
  sans: {
    regular: { names: ['Arial', 'Liberation Sans', 'Arimo'], ...SANS_METRICS, sampleWidthPerEm: 63.68115234375 },
    bold: { names: ['Arial Bold', 'Liberation Sans Bold', 'Arimo Bold'], ...SANS_METRICS, sampleWidthPerEm: 68.359375 },
  },
  serif: {
    regular: { names: ['Times New Roman', 'Liberation Serif', 'Tinos'], ...SERIF_METRICS, sampleWidthPerEm: 58.73193359375 },
    bold: { names: ['Times New Roman Bold', 'Liberation Serif Bold', 'Tinos Bold'], ...SERIF_METRICS, sampleWidthPerEm: 62.87353515625 },
  },
};

/**
 * The weights the two fallback faces stand for, and the web font's weight each is sized at: the
 * shop's text is 400 and its labels, buttons and headings 600 (most) or 700.
 */
export const FALLBACK_WEIGHTS = { regular: { range: '100 500', measuredAt: 400 }, bold: { range: '600 900', measuredAt: 600 } };

/**
 * A font file's vertical metrics and the sample's width in ems, at `weight` for a variable font
 * (a static font has the one weight it has).
 */
export async function measureFont(bytes, { weight = 400 } = {}) {
  const sfnt = await fontverter.convert(Buffer.from(bytes), 'truetype');
  const face = new hb.Face(new hb.Blob(sfnt));
  const font = new hb.Font(face);
  font.setVariations([new hb.Variation('wght', weight)]);
  const buffer = new hb.Buffer();
  buffer.addText(SAMPLE_TEXT);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const width = buffer.getGlyphPositions().reduce((sum, position) => sum + position.xAdvance, 0);
  const { ascender, descender, lineGap } = font.hExtents();
  return { upem: face.upem, ascender, descender, lineGap, sampleWidthPerEm: width / face.upem };
}

const percent = (value) => `${(value * 100).toFixed(2)}%`;

/**
 * The @font-face rules of "<family> fallback": a local font, regular and bold, each scaled to the
 * web font's width at that weight, with the web font's ascent, descent and line gap, so text laid
 * out before the web font is ready takes the room it will take. The layout then does not move when
 * the font arrives, nor on a visit where it never does (font-display: optional). `measured` holds
 * the web font's figures per face (measureFont at FALLBACK_WEIGHTS); `kind` picks the local font:
 * serif for a serif, else sans.
 */
export function fallbackFaces(family, measured, kind) {
  const locals = LOCAL_FALLBACKS[kind === 'serif' ? 'serif' : 'sans'];
  return ['regular', 'bold']
    .map((face) => {
      const metrics = measured[face];
      const local = locals[face];
      const sizeAdjust = metrics.sampleWidthPerEm / local.sampleWidthPerEm;
      return (
        '@font-face {\n' +
        `  font-family: "${family} fallback";\n` +
        `  font-weight: ${FALLBACK_WEIGHTS[face].range};\n` +
        `  src: ${local.names.map((name) => `local("${name}")`).join(', ')};\n` +
        `  size-adjust: ${percent(sizeAdjust)};\n` +
        `  ascent-override: ${percent(metrics.ascender / metrics.upem / sizeAdjust)};\n` +
        `  descent-override: ${percent(-metrics.descender / metrics.upem / sizeAdjust)};\n` +
        `  line-gap-override: ${percent(metrics.lineGap / metrics.upem / sizeAdjust)};\n` +
        '}\n'
      );
    })
    .join('');
}
