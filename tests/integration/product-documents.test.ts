import { beforeAll, describe, expect, inject, it } from 'vitest';
import { readPdf } from '../support/pdf-text';
import { shopRequest } from '../support/shop-client';

// Product documents (issue 12, decision 030): a datasheet for every article, a safety data sheet
// for articles with a CLP hazard, listed on the product page and served from the shop's object
// store under /dokument/. Articles are found through the backend's search, as the seed made them.
const backend = inject('backendOrigin');

interface Item {
  articleNumber: string;
  name: string;
  variantSlug: string;
}

async function first(q: string): Promise<Item> {
  const response = await fetch(`${backend}/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ q, pageSize: 10 }) });
  const { items } = (await response.json()) as { items: Item[] };
  if (!items[0]) throw new Error(`the seed has no ${q}`);
  return items[0];
}
const get = (path: string) => fetch(new URL(path, inject('shopOrigin')));

let anchor: Item;
let breaker: Item;

beforeAll(async () => {
  // Kemankare carries H317 and H319 (a chemical); a miniature circuit breaker only the installer notice.
  anchor = await first('kemankare');
  breaker = await first('dvärgbrytare');
});

describe('product documents', () => {
  it('lists the datasheet and, for a chemical product, the safety data sheet on the product page', async () => {
    const chemical = await shopRequest(`/produkt/${anchor.variantSlug}`);
    expect(chemical.body).toContain('<h2 id="product-description-title" class="product-section__title">Produktbeskrivning</h2>');
    expect(chemical.body).toContain(`href="/dokument/${anchor.articleNumber}/produktblad.pdf"`);
    expect(chemical.body).toContain(`href="/dokument/${anchor.articleNumber}/sakerhetsdatablad.pdf"`);
    const plain = await shopRequest(`/produkt/${breaker.variantSlug}`);
    expect(plain.body).toContain(`href="/dokument/${breaker.articleNumber}/produktblad.pdf"`);
    expect(plain.body).not.toContain('sakerhetsdatablad.pdf');
    // The PDFs are documents, not pictures: the gallery shows no PDF.
    expect(chemical.body).not.toMatch(/<img[^>]+\.pdf/);
  });

  it('serves a datasheet that names the article, drawn once and then taken from the object store', async () => {
    const first = await get(`/dokument/${anchor.articleNumber}/produktblad.pdf`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/pdf');
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = new Uint8Array(await first.arrayBuffer());
    const pdf = await readPdf(bytes);
    expect(pdf.title).toBe(`Produktblad ${anchor.name}`);
    expect(pdf.text).toContain(anchor.articleNumber);
    expect(pdf.text).toContain('Tekniska data');
    expect(pdf.text).toContain('Läs säkerhetsdatabladet före användning.');

    // The first answer is stored after it is sent; the next one comes from the store, same bytes.
    let again = await get(`/dokument/${anchor.articleNumber}/produktblad.pdf`);
    for (let attempt = 0; again.headers.get('x-document-source') !== 'stored' && attempt < 20; attempt++) {
      await again.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, 100));
      again = await get(`/dokument/${anchor.articleNumber}/produktblad.pdf`);
    }
    expect(again.headers.get('x-document-source')).toBe('stored');
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(bytes);
  });

  it('serves the safety data sheet with the hazards, first aid and the poison centre', async () => {
    const res = await get(`/dokument/${anchor.articleNumber}/sakerhetsdatablad.pdf`);
    expect(res.status).toBe(200);
    const { text } = await readPdf(new Uint8Array(await res.arrayBuffer()));
    for (const expected of ['Avsnitt 2. Farliga egenskaper', 'H317', 'H319', 'Avsnitt 4. Åtgärder vid första hjälpen', 'Giftinformationscentralen 010-456 67 00']) {
      expect(text).toContain(expected);
    }
  });

  it('answers 404 for a document an article does not have, an unknown article and a malformed path', async () => {
    for (const path of [
      `/dokument/${breaker.articleNumber}/sakerhetsdatablad.pdf`,
      '/dokument/9999999/produktblad.pdf',
      `/dokument/${breaker.articleNumber}/prislista.pdf`,
      '/dokument/..%2F..%2Fetc/produktblad.pdf',
      `/dokument/${breaker.articleNumber}/produktblad.exe`,
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      await res.arrayBuffer();
    }
  });
});
