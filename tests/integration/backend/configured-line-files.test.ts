import { beforeAll, describe, expect, it } from 'vitest';
import { add, api, cartOf, token, upload } from '../../support/backend-cart-api';
import { createList, itemsOf, listUsers } from '../../support/favourite-lists-api';

// A configured line through the spreadsheet files (issue 17, decision 035): the cart's export
// read back by the import is the same configured line again, pieces and cut length, never a
// plain line of that many metres; a "Konfiguration" the cart cannot read or the article's rules
// refuse is a row error with nothing stored; a list (which keeps no cut lengths) refuses the row.
let cable: string;
let plain: string;

const csv = (text: string) => new Blob([new TextEncoder().encode(text)], { type: 'text/csv' });
const search = async (q: string) => (await api('/search', { body: { q, pageSize: 20 } })).body.items.map((item: any) => item.articleNumber as string);
const lineFacts = (items: any[]) => items.map((item) => [item.articleNumber, item.quantity, item.configuration?.summary ?? null]).sort((a, b) => String(a).localeCompare(String(b)));

/** A new cart of its own per test (the token's user is new). */
const freshCart = async (name: string) => {
  const user = await token(`U-T-CONF-FILES-${name}-${Date.now().toString(36)}`);
  return { user, cartId: (await cartOf(user)).cartId as string };
};

beforeAll(async () => {
  for (const number of await search('Kraftkabel N1XE')) {
    if ((await api(`/configurations/${number}`)).status === 200) {
      cable = number;
      break;
    }
  }
  [plain] = await search('Kulventil');
  expect(cable, 'a configurable cable in the seed').toBeDefined();
});

describe('a configured line exported and imported again', () => {
  it.each(['xlsx', 'csv'] as const)('comes back from %s as the same pieces of the same cut, beside the plain line', async (format) => {
    const from = await freshCart(`FROM-${format}`);
    const lines = [
      { articleNumber: cable, quantity: 2, configuration: { length: 37, packaging: 'TRUMMA' } },
      { articleNumber: cable, quantity: 1, configuration: { length: 12.5, packaging: 'RING' } },
      { articleNumber: plain, quantity: 3 },
    ];
    expect((await add(from.user, from.cartId, lines)).status).toBe(200);
    const exported = await api(`/v2/cart/${from.cartId}/export`, { token: from.user, body: { format } });
    expect(exported.status).toBe(200);

    const into = await freshCart(`INTO-${format}`);
    const imported = await upload(into.user, into.cartId, new Blob([exported.body as Uint8Array<ArrayBuffer>]));
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.errors).toEqual([]);
    const expected = [
      [cable, 2, 'Kapad längd 37 m, på trumma'],
      [cable, 1, 'Kapad längd 12,5 m, på ring'],
      [plain, 3, null],
    ].sort((a, b) => String(a).localeCompare(String(b)));
    expect(lineFacts((await cartOf(into.user)).cartItems)).toEqual(expected);
    expect((await cartOf(into.user)).cartItems.find((item: any) => item.configuration?.length === 37)?.configuration).toEqual({ length: 37, packaging: 'TRUMMA', summary: 'Kapad längd 37 m, på trumma' });
  });

  it('takes a length a buyer typed into the column, and refuses what it cannot read or the rules forbid, storing none of those rows', async () => {
    const { user, cartId } = await freshCart('EDITED');
    const rows = [
      [cable, 2, 'Kapad längd 40 m, på trumma'],
      [cable, 1, 'kapad längd 55,5 m, PÅ RING'],
      [cable, 1, 'Kapad längd 600 m, på trumma'],
      [cable, 1, 'Kapad längd 150 m, på ring'],
      [cable, 1, 'Kapad längd 37 m, på pall'],
      [cable, 1, '37 meter'],
      [plain, 1, 'Kapad längd 37 m'],
      [plain, 4, ''],
    ];
    const text = `Artikelnummer;Antal;Konfiguration\r\n${rows.map((row) => row.join(';')).join('\r\n')}\r\n`;
    const answer = await upload(user, cartId, csv(text));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.errors.map((error: any) => [error.row, error.code])).toEqual([
      [4, 'configuration_length_above_maximum'],
      [5, 'configuration_packaging_too_long'],
      [6, 'invalid_configuration'],
      [7, 'invalid_configuration'],
      [8, 'invalid_configuration'],
    ]);
    expect(lineFacts((await cartOf(user)).cartItems)).toEqual(
      [
        [cable, 2, 'Kapad längd 40 m, på trumma'],
        [cable, 1, 'Kapad längd 55,5 m, på ring'],
        [plain, 4, null],
      ].sort((a, b) => String(a).localeCompare(String(b))),
    );
  });
});

describe('a configured row imported into a list', () => {
  it('is refused, since a list keeps articles and not cut lengths; the plain row is kept', async () => {
    const owner = (await listUsers()).anna;
    const list = await createList(owner, { name: 'Kabelprojekt' });
    const form = new FormData();
    form.set('file', csv(`Artikelnummer;Antal;Konfiguration\r\n${cable};2;Kapad längd 37 m, på trumma\r\n${plain};3;\r\n`), 'varukorg.csv');
    const answer = await api(`/v2/favorites/${list}/upload`, { token: owner, raw: form });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.errors.map((error: any) => [error.row, error.articleNumber, error.code])).toEqual([[2, cable, 'invalid_configuration']]);
    expect((await itemsOf(owner, list)).map((item) => [item.articleNumber, item.quantity])).toEqual([[plain, 3]]);
    expect((await api(`/v2/favorites/${list}`, { method: 'DELETE', token: owner })).status).toBeLessThan(300);
  });
});
