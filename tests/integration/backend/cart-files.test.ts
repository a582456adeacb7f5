import { Workbook } from '@cj-tech-master/excelts';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, todayInStockholm, weekday } from '../../../domain/calendar';
import { add, anna, api, cartOf, nextWeekdayHoliday, numbersOf, pool, token, upload, useArticlePool, type Article } from '../../support/backend-cart-api';
import { lyingZipBomb } from '../../support/lying-zip-bomb';

// Contract tests of the cart service's spreadsheet import and export and its commerce GraphQL
// fields (concurrent adds: cart-concurrency.test.ts).
useArticlePool();

describe('spreadsheet import and export', () => {
  let user: string;
  let cartId: string;
  beforeAll(async () => {
    user = await token('U-T-SHEET');
    cartId = (await cartOf(user)).cartId;
  });

  const csv = (text: string) => new Blob([new TextEncoder().encode(text)], { type: 'text/csv' });

  it('imports CSV with header, decimal comma and labels, and names the rows it could not take', async () => {
    const [a, b] = numbersOf(pool.plain.slice(50, 52));
    const metre = pool.metre[1] ?? pool.metre[0];
    const text = `Artikelnummer;Antal;Märkning\r\n${a};3;Kök\r\n${metre?.articleNumber};2,5;\r\nABC;1;\r\n0000002;1;\r\n${b};-1;\r\n${pool.onlyStore[0]?.articleNumber};1;\r\n`;
    const answer = await upload(user, cartId, csv(text));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.cartItems.map((item: any) => [item.articleNumber, item.quantity, item.label])).toEqual([
      [a, 3, 'Kök'],
      [metre?.articleNumber, 2.5, null],
    ]);
    expect(answer.body.errors.map((e: any) => [e.id, e.row, e.code])).toEqual([
      ['ABC', 4, 'invalid_article_number'],
      ['0000002', 5, 'unknown_article'],
      [b, 6, 'invalid_quantity'],
      [pool.onlyStore[0]?.articleNumber, 7, 'not_purchasable'],
    ]);
  });

  it('imports .xlsx into the delivery named', async () => {
    const workbook = new Workbook();
    const sheet = workbook.addWorksheet('Beställning');
    sheet.addRow(['Art.nr', 'Antal']);
    for (const article of pool.plain.slice(60, 63)) sheet.addRow([Number(article.articleNumber), 2]);
    const answer = await upload(user, cartId, new Blob([new Uint8Array(await workbook.xlsx.writeBuffer())]), 'EXH:S-UME-01');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.cartItems.map((item: any) => [item.articleNumber, item.deliveryId])).toEqual(numbersOf(pool.plain.slice(60, 63)).map((n) => [n, 'EXH:S-UME-01']));
  });

  it('reads UTF-16, Windows-1252 and UTF-8 with BOM alike', async () => {
    const articles = numbersOf(pool.plain.slice(70, 73));
    const text = (n: string) => `Artikelnummer;Antal;Märkning\r\n${n};1;Källare Ö\r\n`;
    const utf16 = new Uint8Array([0xff, 0xfe, ...[...text(articles[0] as string)].flatMap((c) => [c.charCodeAt(0) & 0xff, c.charCodeAt(0) >> 8])]);
    const cp1252 = new Uint8Array([...text(articles[1] as string)].map((c) => c.charCodeAt(0)));
    const utf8 = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text(articles[2] as string))]);
    for (const [bytes, article] of [[utf16, articles[0]], [cp1252, articles[1]], [utf8, articles[2]]] as const) {
      const answer = await upload(user, cartId, new Blob([bytes]));
      expect(answer.body.cartItems?.map((item: any) => [item.articleNumber, item.label]), JSON.stringify(answer.body)).toEqual([[article, 'Källare Ö']]);
    }
  });

  it('refuses what is not a spreadsheet, empty files and too many rows, with the cart unchanged', async () => {
    const before = await cartOf(user);
    const rows = Array.from({ length: 100_000 }, (_, i) => `${1_000_000 + i};1`).join('\n');
    const cases: [string, Blob, number, string][] = [
      ['png', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])]), 415, 'INVALID_FILE'],
      ['pdf', csv('%PDF-1.7\n1 0 obj\n'), 415, 'INVALID_FILE'],
      ['binary', new Blob([new Uint8Array(Array.from({ length: 4_000 }, (_, i) => (i * 131) % 256))]), 415, 'INVALID_FILE'],
      ['empty', csv(''), 400, 'EMPTY_FILE'],
      ['header only', csv('Artikelnummer;Antal\r\n'), 400, 'EMPTY_FILE'],
      ['100,000 rows', csv(rows), 413, 'CART_LIMIT'],
      ['1,001 rows', csv(rows.split('\n').slice(0, 1_001).join('\n')), 413, 'CART_LIMIT'],
    ];
    for (const [name, file, status, id] of cases) {
      const answer = await upload(user, cartId, file);
      expect([answer.status, answer.body.errors?.[0]?.id, answer.body.error?.status], name).toEqual([status, id, status]);
    }
    expect((await api(`/v2/cart/${cartId}/upload`, { token: user, body: { file: 'x' } })).status).toBe(400);
    expect((await upload(user, cartId, csv('1234567;1'), 'NOPE')).status).toBe(400);
    const noFile = new FormData();
    noFile.set('deliveryId', 'DBI');
    expect((await api(`/v2/cart/${cartId}/upload`, { token: user, raw: noFile })).status).toBe(400);
    expect(await cartOf(user)).toEqual(before);
  });

  it('stops a 100,000-row .xlsx at the row limit', { timeout: 90_000 }, async () => {
    const workbook = new Workbook();
    const sheet = workbook.addWorksheet('Stor');
    for (let i = 0; i < 100_000; i++) sheet.addRow([1_000_000 + i, 1]);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer({ useSharedStrings: false, useStyles: false }));
    const answer = await upload(user, cartId, new Blob([bytes]));
    expect([answer.status, answer.body.errors?.[0]?.id]).toEqual([413, 'CART_LIMIT']);
  });

  it('refuses a zip bomb that lies about its size (claims 5 KB) without inflating it', { timeout: 90_000 }, async () => {
    const before = await cartOf(user);
    const bomb = await lyingZipBomb(512 * 1024 * 1024);
    const started = performance.now();
    const answer = await upload(user, cartId, new Blob([bomb]));
    console.log(`zip bomb of ${bomb.length} bytes (claims 5 KB, inflates to 512 MB): answered ${answer.status} in ${Math.round(performance.now() - started)} ms`);
    expect([answer.status, answer.body.errors?.[0]?.id, answer.body.error?.code]).toEqual([413, 'FILE_TOO_LARGE', 'file_too_large']);
    expect(await cartOf(user)).toEqual(before);
  });

  it('refuses a 20 MB upload as too large, declared or streamed, and answers only after reading it', { timeout: 90_000 }, async () => {
    const twenty = new Blob([new Uint8Array(20 * 1024 * 1024)]);
    const declared = await upload(user, cartId, twenty);
    expect([declared.status, declared.body.errors?.[0]?.id]).toEqual([413, 'FILE_TOO_LARGE']);
    // Chunked, without Content-Length: counted while it streams, refused all the same.
    let left = 20;
    const chunks = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (left-- === 0) return controller.close();
        controller.enqueue(new Uint8Array(1024 * 1024));
      },
    });
    const streamed = await fetch(`${inject('backendOrigin')}/v2/cart/${cartId}/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user}`, 'content-type': 'multipart/form-data; boundary=x' },
      body: chunks,
      duplex: 'half',
    } as RequestInit);
    expect([streamed.status, ((await streamed.json()) as any).errors?.[0]?.id]).toEqual([413, 'FILE_TOO_LARGE']);
    // A refusal that needs no body (no token) still comes after the body: an answer, not a broken pipe.
    const anonymous = await upload('', cartId, new Blob([new Uint8Array(3 * 1024 * 1024)]));
    expect(anonymous.body.error).toMatchObject({ status: 401, code: 'invalid_token' });
  });

  it('imports 1,000 rows end to end', async () => {
    const bulk = await token('U-T-BULK');
    const bulkCart = (await cartOf(bulk)).cartId;
    const text = `Artikelnummer;Antal\n${pool.plain.slice(0, 1_000).map((a) => `${a.articleNumber};1`).join('\n')}\n`;
    const started = performance.now();
    const answer = await upload(bulk, bulkCart, csv(text));
    const elapsed = Math.round(performance.now() - started);
    console.log(`import of 1,000 rows: ${elapsed} ms`);
    expect(answer.body.errors, JSON.stringify(answer.body.errors?.slice(0, 3))).toEqual([]);
    expect((await cartOf(bulk)).cartItems).toHaveLength(1_000);
  });

  it('exports chosen lines as .xlsx (re-importable) and CSV, prices only for those who may see them', async () => {
    const lines = (await cartOf(user)).cartItems.slice(0, 2);
    const answer = await api(`/v2/cart/${cartId}/export`, { token: user, body: { cartItemIds: lines.map((line) => line.cartItemId) } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('spreadsheetml');
    expect(answer.headers.get('content-disposition')).toMatch(/attachment; filename="varukorg-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const workbook = new Workbook();
    await workbook.xlsx.load(answer.body);
    const rows: unknown[][] = [];
    workbook.worksheets[0]?.eachRow((row) => rows.push(row.values.slice(1)));
    expect(rows[0]?.slice(0, 3)).toEqual(['Artikelnummer', 'Benämning', 'Antal']);
    expect(rows[0]).toContain('Nettopris');
    expect(rows.slice(1).map((row) => [row[0], row[2]])).toEqual(lines.map((line) => [line.articleNumber, line.quantity]));
    const text = await api(`/v2/cart/${cartId}/export`, { token: user, body: { format: 'csv' } });
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(text.body as Uint8Array)).toMatch(/^\ufeffArtikelnummer;Benämning;Antal/);
    const dana = await token('U-T-SHEET', ['EJ_SE_PRISER']);
    const hidden = await api(`/v2/cart/${cartId}/export`, { token: dana, body: { format: 'csv' } });
    expect(new TextDecoder().decode(hidden.body as Uint8Array)).not.toContain('Nettopris');
    expect((await api(`/v2/cart/${cartId}/export`, { token: user, body: { cartItemIds: ['ci-none'] } })).status).toBe(404);
    expect((await api(`/v2/cart/${cartId}/export`, { token: user, body: { format: 'pdf' } })).status).toBe(400);
  });

  it('exports a configured line as pieces with its summary in "Konfiguration" and the price of one cut piece', async () => {
    const configured = await token('U-T-SHEET-CONF');
    const ownCart = (await cartOf(configured)).cartId;
    const [cable] = (await api('/search', { body: { q: 'Kraftkabel N1XE', pageSize: 20 } })).body.items.map((item: any) => item.articleNumber as string);
    const [plain] = numbersOf(pool.plain.slice(60, 61));
    expect((await add(configured, ownCart, [{ articleNumber: cable, quantity: 2, configuration: { length: 37, packaging: 'TRUMMA' } }, { articleNumber: plain, quantity: 1 }])).status).toBe(200);
    const priced = await api('/graphql', { token: configured, body: { query: `{ getVariants(articleNumbers: ["${cable}"], configuration: { length: 37, packaging: "TRUMMA" }) { price { netPrice alloyingPrice } } }` } });
    const piece = priced.body.data.getVariants[0].price;
    const answer = await api(`/v2/cart/${ownCart}/export`, { token: configured, body: {} });
    const workbook = new Workbook();
    await workbook.xlsx.load(answer.body);
    const rows: unknown[][] = [];
    workbook.worksheets[0]?.eachRow((row) => rows.push(row.values.slice(1)));
    const column = (name: string) => rows[0]!.indexOf(name);
    expect(column('Konfiguration')).toBeGreaterThan(0);
    const cut = rows.find((row) => row[0] === cable)!;
    expect(cut[column('Konfiguration')]).toBe('Kapad längd 37 m, på trumma');
    expect([cut[column('Antal')], cut[column('Enhet')], cut[column('Nettopris')]]).toEqual([2, 'ST', piece.netPrice]);
    expect(cut[column('Summa')]).toBeCloseTo((piece.netPrice + (piece.alloyingPrice ?? 0)) * 2, 2);
    // A plain line leaves the column empty.
    expect(rows.find((row) => row[0] === plain)![column('Konfiguration')] ?? null).toBeNull();
    const hidden = await api(`/v2/cart/${ownCart}/export`, { token: await token('U-T-SHEET-CONF', ['EJ_SE_PRISER']), body: { format: 'csv' } });
    const text = new TextDecoder().decode(hidden.body as Uint8Array);
    expect(text).toContain('Kapad längd 37 m, på trumma');
    expect(text).not.toContain('Nettopris');
  });
});

describe('commerce GraphQL cart fields', () => {
  const CART = `query Cart($cartId: String, $completeOrderPrice: Boolean, $locationId: String) {
    getCart(cartId: $cartId, completeOrderPrice: $completeOrderPrice, locationId: $locationId) {
      cartId status deliveryIdsInOrder deliveries { deliveryId deliveryMethod locationId isIncludedInOrder cartItemIds }
      cartItems { cartItemId articleNumber deliveryId quantity variantSlug discontinued filterTags
        price { netPrice salesPrice priceType discounts { type } } stock { articleNumber locations { locationId quantity orderMultiple } }
        variant { articleNumber name webSalesUnit { unit } } }
    }
  }`;

  it('answers lines with price, stock and variant, and active delivery ids', async () => {
    const user = await token('U-T-GRAPHQL');
    const cartId = (await cartOf(user)).cartId;
    const [a, b] = numbersOf(pool.plain.slice(80, 82));
    await add(user, cartId, [{ articleNumber: a, quantity: 2 }, { articleNumber: b, quantity: 1, deliveryId: 'EXH:S-UME-01' }]);
    const answer = await api('/graphql', { token: user, body: { query: CART, variables: { locationId: 'S-STO-01' } } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const cart = answer.body.data.getCart;
    expect(cart).toMatchObject({ cartId, status: 'ACTIVE', deliveryIdsInOrder: ['DBI:CL-01', 'EXH:S-UME-01'] });
    const [first, second] = cart.cartItems;
    expect(first).toMatchObject({ articleNumber: a, quantity: 2, discontinued: false, variant: { articleNumber: a }, price: { netPrice: expect.any(Number) } });
    expect(first.variantSlug).toMatch(/-\d+$/);
    expect(first.stock.locations.map((l: any) => l.locationId)).toEqual(['CL-01', 'S-STO-01']);
    expect(second.stock.locations.map((l: any) => l.locationId)).toEqual(['CL-01', 'S-STO-01', 'S-UME-01']);
    const withVariants = await api('/graphql', { token: user, body: { query: `{ getCartWithVariants { cartId cartItems { articleNumber price { netPrice } } } }` } });
    expect(withVariants.body.data.getCartWithVariants.cartId).toBe(cartId);
    const active = await api('/graphql', { token: user, body: { query: `query { activeDeliveryIdsInCart(cartId: "${cartId}") { deliveryIdsInOrder } }` } });
    expect(active.body.data.activeDeliveryIdsInCart.deliveryIdsInOrder).toEqual(['DBI:CL-01', 'EXH:S-UME-01']);
  });

  it('keeps prices from EJ_SE_PRISER and carts from strangers', async () => {
    const dana = await token('U-T-GRAPHQL', ['EJ_SE_PRISER']);
    const answer = await api('/graphql', { token: dana, body: { query: CART } });
    expect(answer.body.data.getCart.cartItems[0].price).toBeNull();
    const anonymous = await api('/graphql', { body: { query: CART } });
    expect(anonymous.status).toBe(401);
    const stranger = await api('/graphql', { token: await token('U-T-STRANGER'), body: { query: CART, variables: { cartId: answer.body.data.getCart.cartId } } });
    expect(stranger.status).toBe(404);
    const badLocation = await api('/graphql', { token: dana, body: { query: CART, variables: { locationId: 'S-NOPE-01' } } });
    expect(badLocation.status).toBe(400);
  });
});
