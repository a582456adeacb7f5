import { describe, expect, it } from 'vitest';
import { productJsonLd, serializeJsonLd } from './product-json-ld';

const input = {
  name: 'Dvärgbrytare 3-polig C32 A',
  articleNumber: '1142294',
  ean: '7305900193238',
  brand: 'Schneider Electric',
  description: 'Dvärgbrytare',
  url: 'https://ljusgrossen.se/produkt/dvargbrytare-3-polig-c32-a-1142294',
  images: ['https://ljusgrossen.se/images/1142294.svg'],
};

describe('productJsonLd', () => {
  it('names the product with sku, gtin13, brand and image, without offers for anonymous visitors', () => {
    const ld = productJsonLd(input);
    expect(ld).toMatchObject({ '@type': 'Product', name: input.name, sku: '1142294', gtin13: '7305900193238', brand: { name: 'Schneider Electric' }, image: input.images });
    expect(ld).not.toHaveProperty('offers');
  });

  it('adds an offer in SEK when a price may be shown', () => {
    expect(productJsonLd({ ...input, offer: { price: 1234.5, inStock: true } }).offers).toEqual({
      '@type': 'Offer',
      url: input.url,
      price: '1234.50',
      priceCurrency: 'SEK',
      availability: 'https://schema.org/InStock',
    });
  });

  it('leaves out a gtin13 that is not 13 digits', () => {
    expect(productJsonLd({ ...input, ean: '123' })).not.toHaveProperty('gtin13');
  });
});

describe('serializeJsonLd', () => {
  it('cannot be closed from inside: no <, >, & or line separators survive', () => {
    const hostile = { name: '</script><script>alert(1)</script> <!-- & \u2028\u2029' };
    const json = serializeJsonLd(hostile);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(json)).toEqual(hostile);
  });
});
