import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fallbackFaces, LOCAL_FALLBACKS, measureFont } from '../../scripts/lib/fallback-face.mjs';

const INTER = 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
const LIBERATION = '/usr/share/fonts/truetype/liberation';
const LIBERATION_FILES = {
  sans: { regular: 'LiberationSans-Regular.ttf', bold: 'LiberationSans-Bold.ttf' },
  serif: { regular: 'LiberationSerif-Regular.ttf', bold: 'LiberationSerif-Bold.ttf' },
} as const;

describe('fallback faces (scripts/lib/fallback-face.mjs)', () => {
  it("reads a woff2 font's vertical metrics and how wide the sample text is in it, per weight", async () => {
    const inter = await measureFont(readFileSync(INTER));
    // Inter's own figures (hhea): 2048 units per em, ascender 1984, descender −494, no line gap.
    expect(inter).toMatchObject({ upem: 2048, ascender: 1984, descender: -494, lineGap: 0 });
    // Inter is wider than Arial: the fallback has to grow to take its room.
    expect(inter.sampleWidthPerEm).toBeGreaterThan(LOCAL_FALLBACKS.sans.regular.sampleWidthPerEm);
    // The variable font's bolder instance is wider.
    expect((await measureFont(readFileSync(INTER), { weight: 600 })).sampleWidthPerEm).toBeGreaterThan(inter.sampleWidthPerEm);
  });

  it.each([
    ['sans', 'regular'],
    ['sans', 'bold'],
    ['serif', 'regular'],
    ['serif', 'bold'],
  ] as const)('holds what the %s %s local font measures (checked where the Liberation fonts are installed)', async (kind, face) => {
    const file = `${LIBERATION}/${LIBERATION_FILES[kind][face]}`;
    if (!existsSync(file)) return;
    const { names, ...figures } = LOCAL_FALLBACKS[kind][face];
    expect(names.length).toBeGreaterThan(0);
    expect(await measureFont(readFileSync(file))).toEqual(figures);
  });

  it('scales the local fonts to the web font, regular and bold, and gives them its ascent, descent and line gap', () => {
    const like = (face: 'regular' | 'bold', factor: number) => ({ upem: 1000, ascender: 1000, descender: -250, lineGap: 0, sampleWidthPerEm: LOCAL_FALLBACKS.sans[face].sampleWidthPerEm * factor });
    const css = fallbackFaces('Brand Sans', { regular: like('regular', 1.25), bold: like('bold', 1) }, 'sans-serif');
    expect(css).toBe(
      '@font-face {\n' +
        '  font-family: "Brand Sans fallback";\n' +
        '  font-weight: 100 500;\n' +
        '  src: local("Arial"), local("Liberation Sans"), local("Arimo");\n' +
        '  size-adjust: 125.00%;\n' +
        '  ascent-override: 80.00%;\n' +
        '  descent-override: 20.00%;\n' +
        '  line-gap-override: 0.00%;\n' +
        '}\n' +
        '@font-face {\n' +
        '  font-family: "Brand Sans fallback";\n' +
        '  font-weight: 600 900;\n' +
        '  src: local("Arial Bold"), local("Liberation Sans Bold"), local("Arimo Bold");\n' +
        '  size-adjust: 100.00%;\n' +
        '  ascent-override: 100.00%;\n' +
        '  descent-override: 25.00%;\n' +
        '  line-gap-override: 0.00%;\n' +
        '}\n',
    );
    expect(fallbackFaces('Brand Slab', { regular: like('regular', 1), bold: like('bold', 1) }, 'serif')).toContain('src: local("Times New Roman"), local("Liberation Serif"), local("Tinos");');
  });
});
