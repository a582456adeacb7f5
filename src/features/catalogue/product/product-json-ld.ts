export interface JsonLdInput {
  name: string;
  articleNumber: string;
  ean: string | null | undefined;
  brand: string | undefined;
  description: string;
  /** Absolute address of the page (the canonical link). */
  url: string;
  /** Absolute image addresses. */
  images: readonly string[];
  /** Only for a buyer allowed to see prices; never for anonymous visitors. */
  offer?: { price: number; inStock: boolean } | undefined;
}

/** schema.org Product for search engines and procurement crawlers. */
export function productJsonLd(input: JsonLdInput): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.name,
    sku: input.articleNumber,
    ...(input.ean && /^\d{13}$/.test(input.ean) ? { gtin13: input.ean } : {}),
    ...(input.brand ? { brand: { '@type': 'Brand', name: input.brand } } : {}),
    description: input.description,
    url: input.url,
    image: [...input.images],
    ...(input.offer
      ? {
          offers: {
            '@type': 'Offer',
            url: input.url,
            price: input.offer.price.toFixed(2),
            priceCurrency: 'SEK',
            availability: input.offer.inStock ? 'https://schema.org/InStock' : 'https://schema.org/BackOrder',
          },
        }
      : {}),
  };
}

// Inside <script> the HTML parser ends the element at "</script" and treats "<!--" specially;
// escaping every < (and >, & and the two JavaScript line terminators) as \u sequences keeps any
// product text inert while the JSON still parses to the same value.
const UNSAFE = /[<>&\u2028\u2029]/g;

/** JSON for a <script type="application/ld+json"> element, safe whatever the strings hold. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
