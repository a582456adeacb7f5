import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM seed module
import { imageSources } from '../../../scripts/lib/images/seed-images.mjs';
// @ts-expect-error plain ESM seed module
import { buildContentSpaces } from '../../seed/content-seed.mjs';
import { categoryImageKey, finishOf, kindOf, productImageKey } from './image-family';

describe('image family', () => {
  it('reads the family from the leaf category and falls back to the top category', () => {
    expect(kindOf('EKK-kabel', 'el')).toBe('coil');
    expect(kindOf('FXQJ-kabel', 'el')).toBe('drum');
    expect(kindOf('Träskruv förzinkad', 'fastenings')).toBe('screw');
    expect(kindOf('Sexkantskruv', 'fastenings')).toBe('bolt');
    expect(kindOf('Universalplugg', 'fastenings')).toBe('anchor');
    expect(kindOf('Pressböj koppar', 'vvs-industri')).toBe('fitting');
    expect(kindOf('Sprinkler hängande', 'sprinkler')).toBe('sprinkler');
    expect(kindOf('Dvärgbrytare 1-polig', 'el')).toBe('breaker');
    expect(kindOf('Installationsmaterial', 'el')).toBe('coil');
    expect(kindOf('Något nytt', 'okänd')).toBe('package');
  });

  it('reads the finish from the colour attribute before the name', () => {
    expect(finishOf('FK-ledning 1,5 mm² Blå 100 m', [['Färg', 'Blå']])).toBe('bla');
    expect(finishOf('FK-ledning 1,5 mm² Gulgrön 100 m', [['Färg', 'Gulgrön']])).toBe('gulgron');
    expect(finishOf('Träskruv rostfri A4 5x50', [])).toBe('rostfri');
    expect(finishOf('Kopparrör 15 mm', [])).toBe('koppar');
    expect(finishOf('Dimmer LED 5-200 W', [])).toBe('standard');
  });

  it('the seed draws every key the catalogue can name', () => {
    const keys: Map<string, unknown> = imageSources();
    expect(keys.has(productImageKey('coil', 'gulgron', 3))).toBe(true);
    expect(keys.has(productImageKey('breaker', 'standard', 1))).toBe(true);
    expect(keys.has(categoryImageKey('el', 'coil'))).toBe(true);
    // Per family and finish, not per product: a few hundred pictures for 20,000 variants.
    const catalogue = [...keys.keys()].filter((key) => /^[pc]\//.test(key));
    expect(catalogue.length).toBeGreaterThan(200);
    expect(catalogue.length).toBeLessThan(600);
  });

  it('every content asset that points at the object store has its picture', () => {
    const keys: Map<string, unknown> = imageSources();
    const urls = buildContentSpaces().flatMap((space: { assets: { fields: { file: { url: string } } }[] }) => space.assets.map((asset) => asset.fields.file.url));
    const stored = urls.filter((url: string) => url.startsWith('/images/k/'));
    expect(stored.length).toBeGreaterThan(100);
    for (const url of stored) expect(keys.has(url.slice('/images/'.length)), url).toBe(true);
    // Logos stay the content backend's SVG.
    expect(urls.filter((url: string) => url.endsWith('/logo.svg'))).toHaveLength(3);
  });
});
