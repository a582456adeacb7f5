import { describe, expect, it } from 'vitest';
import { distinguishingAttributes, variantChoices, type SiblingVariant } from './variant-choices';

const variant = (articleNumber: string, attributes: Record<string, string>, discontinued = false): SiblingVariant => ({
  articleNumber,
  name: `Dvärgbrytare ${articleNumber}`,
  variantSlug: `dvargbrytare-${articleNumber}`,
  discontinued,
  attributes: Object.entries(attributes).map(([attributeName, attributeValue]) => ({ attributeName, attributeValue })),
});

const breakers = [
  variant('1', { Poler: '3', Karakteristik: 'B', Märkström: '16 A' }),
  variant('2', { Poler: '3', Karakteristik: 'C', Märkström: '16 A' }),
  variant('3', { Poler: '3', Karakteristik: 'C', Märkström: '32 A' }, true),
];

describe('variantChoices', () => {
  it('labels each variant by the attributes that differ', () => {
    expect(distinguishingAttributes(breakers)).toEqual(['Karakteristik', 'Märkström']);
    expect(variantChoices(breakers, '2').map((choice) => choice.label)).toEqual(['B · 16 A', 'C · 16 A', 'C · 32 A']);
  });

  it('marks the current and the discontinued variant', () => {
    const choices = variantChoices(breakers, '2');
    expect(choices.map((choice) => choice.current)).toEqual([false, true, false]);
    expect(choices[2]).toMatchObject({ discontinued: true, slug: 'dvargbrytare-3' });
  });

  it('falls back to the name when nothing differs', () => {
    const same = [variant('1', { Färg: 'Vit' }), variant('2', { Färg: 'Vit' })];
    expect(variantChoices(same, '1').map((choice) => choice.label)).toEqual(['Dvärgbrytare 1', 'Dvärgbrytare 2']);
  });

  it('counts a missing attribute as a difference', () => {
    expect(distinguishingAttributes([variant('1', { Längd: '2 m' }), variant('2', {})])).toEqual(['Längd']);
  });
});
