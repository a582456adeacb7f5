import { describe, expect, it } from 'vitest';
import { orderAttributes } from './attribute-order';

const attribute = (attributeName: string, attributeValue = 'x') => ({ attributeName, attributeValue });
const rule = (attributeName: string, sequence: number, disabled = false) => ({ attributeName, sequence, disabled });

describe('orderAttributes', () => {
  it('follows the sequence, not the order upstream sent', () => {
    const ordered = orderAttributes([attribute('Märkström'), attribute('Poler'), attribute('Karakteristik')], [rule('Poler', 1), rule('Karakteristik', 2), rule('Märkström', 3)]);
    expect(ordered.map((a) => a.attributeName)).toEqual(['Poler', 'Karakteristik', 'Märkström']);
  });

  it('hides disabled attributes such as SSG', () => {
    const ordered = orderAttributes([attribute('SSG', '83678467'), attribute('Färg', 'Vit')], [rule('Färg', 1), rule('SSG', 2, true)]);
    expect(ordered).toEqual([attribute('Färg', 'Vit')]);
  });

  it('keeps attributes the sequence does not name, after the named ones, in their own order', () => {
    const ordered = orderAttributes([attribute('B'), attribute('Längd'), attribute('A')], [rule('Längd', 1)]);
    expect(ordered.map((a) => a.attributeName)).toEqual(['Längd', 'B', 'A']);
  });

  it('drops empty values and works without any sequence', () => {
    expect(orderAttributes([attribute('Färg', ' '), attribute('Höjd', '20 mm')], [])).toEqual([attribute('Höjd', '20 mm')]);
  });
});
