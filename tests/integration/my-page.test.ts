import { beforeAll, describe, expect, it } from 'vitest';
import { CookieJar } from '../support/cookie-jar';
import { callServerAction } from '../support/server-action-call';
import { flashKey, getWith, signInAs } from '../support/session-flows';
import { shopRequest } from '../support/shop-client';

// "Mina sidor" through the shop (issue 14): the address actions as the browser's script calls
// them, hand-made posts included, and the financial follow-up's page and CSV per permission.
let anna: CookieJar;
let erik: CookieJar;
let dana: CookieJar;

beforeAll(async () => {
  anna = (await signInAs('anna.andersson@demo.example')).jar;
  erik = (await signInAs('erik.ek@demo.example')).jar;
  dana = (await signInAs('dana.dahl@demo.example')).jar;
}, 60_000);

const save = (jar: CookieJar, fields: Record<string, string>) => callServerAction('saveAddress', fields, { cookie: jar.header() });
const addressesPage = async (jar: CookieJar, q = '') => (await getWith(jar, `/mina-sidor/adresser${q ? `?q=${encodeURIComponent(q)}` : ''}`)).body;
const cardIds = (html: string) => [...html.matchAll(/data-address-id="([^"]+)"/g)].map((match) => match[1]);

describe('the dashboard', () => {
  it("shows anna her customer's open invoices and erik (EJ_ORDERHISTORIK) none", async () => {
    const annas = (await getWith(anna, '/mina-sidor')).body;
    expect(annas).toContain('id="open-invoices-heading"');
    expect(annas).toMatch(/\d+ obetalda fakturor/);
    expect(annas).toMatch(/href="\/api\/orders\/[^"]+\.pdf"/);
    const eriks = await getWith(erik, '/mina-sidor');
    expect(eriks.status).toBe(200);
    expect(eriks.body).not.toContain('open-invoices-heading');
  });

  it('lists the open invoices as a table: the PDF, the order, due date, status, and the amount only for a buyer who sees prices', async () => {
    const invoicesTable = (html: string) => {
      const start = html.indexOf('class="data-table data-table--stack open-invoices__table"');
      return start < 0 ? '' : html.slice(start, html.indexOf('</table>', start));
    };
    const columns = (table: string) => [...table.matchAll(/<th scope="col"[^>]*>([^<]*)<\/th>/g)].map((match) => match[1]);
    const annas = invoicesTable((await getWith(anna, '/mina-sidor')).body);
    expect(columns(annas)).toEqual(['Fakturanummer', 'Ordernummer', 'Förfallodatum', 'Status', 'Belopp inkl. moms']);
    const rows = annas.split('<tr').slice(2);
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      expect(row).toMatch(/<a href="\/api\/orders\/\d+\/fakturor\/\d+\.pdf"[^>]*download[^>]*aria-label="Ladda ner faktura \d+ \(PDF\)">\d+<\/a>/);
      expect(row).toMatch(/<a href="\/mina-sidor\/ordrar\/\d+">\d+<\/a>/);
      expect(row).toMatch(/>(Förfallen|Obetald)</);
      expect(row).toMatch(/\d,\d\d\skr/);
    }
    const danas = invoicesTable((await getWith(dana, '/mina-sidor')).body);
    expect(columns(danas)).toEqual(['Fakturanummer', 'Ordernummer', 'Förfallodatum', 'Status']);
    expect(danas).not.toMatch(/\d,\d\d\skr/);
  });
});

describe('my addresses', () => {
  const valid = { name: 'Bygg & El Norr AB', address1: 'Sågvägen 3', postalCode: '903 30', postalAddress: 'Umeå', countryCode: 'SE' };

  it('refuses a hand-made post changing a read-only address, with the Swedish reason, and stores nothing', async () => {
    const answer = await save(anna, { ...valid, addressId: 'A-1001-01', label: 'Huvudkontor', name: 'Kapat AB' });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('Adressen kommer från kundregistret och kan inte ändras här.');
    const page = await addressesPage(anna);
    expect(page).not.toContain('Kapat AB');
    expect(page).toContain('Huvudkontor');
    expect((await callServerAction('deleteAddress', { addressId: 'A-1001-01' }, { cookie: anna.header() })).body).toContain('Adressen kommer från kundregistret');
    expect(cardIds(await addressesPage(anna))).toContain('A-1001-01');
  });

  it('answers missing and too long fields, a foreign id and a garbage id in Swedish, never a 500', async () => {
    const missing = await save(anna, { ...valid, name: '', address1: 'x'.repeat(101) });
    expect(missing.status).toBe(200);
    expect(missing.body).toContain('Kontrollera de markerade fälten.');
    expect(missing.body).toContain('Fältet måste fyllas i');
    expect(missing.body).toContain('Högst 100 tecken');
    const foreign = await save(anna, { ...valid, addressId: 'A-2001-01' });
    expect(foreign.body).toContain('Adressen finns inte längre.');
    const garbage = await save(anna, { ...valid, addressId: '../../etc' });
    expect(garbage.body).toContain('Adressen finns inte längre.');
    expect((await callServerAction('preselectAddress', { addressId: 'A-2001-01' }, { cookie: anna.header() })).body).toContain('Adressen finns inte längre.');
    expect((await save(new CookieJar(), valid)).body).toContain('Vänligen logga in');
  });

  it('stores a form posted twice once; deleting twice is no error', async () => {
    const label = `Dubbel ${Date.now()}`;
    const answers = await Promise.all([save(dana, { ...valid, label }), save(dana, { ...valid, label })]);
    for (const answer of answers) expect(answer.status).toBeLessThan(500);
    const found = cardIds(await addressesPage(dana, label));
    expect(found).toHaveLength(1);
    const remove = () => callServerAction('deleteAddress', { addressId: found[0] ?? '' }, { cookie: dana.header() });
    const [first, second] = [await remove(), await remove()];
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body).not.toContain('form-message--error');
    expect(cardIds(await addressesPage(dana, label))).toEqual([]);
  });

  it('searches word by word on the page, and says so when nothing matches', async () => {
    expect(cardIds(await addressesPage(anna, 'GRIND umeå'))).toEqual(['A-1001-02']);
    expect(await addressesPage(anna, 'umeå göteborg')).toContain('Inga adresser matchar');
    // A long search is cut to what the service takes; an absurd address is the edge's 414, never a 500.
    expect((await getWith(anna, `/mina-sidor/adresser?q=${encodeURIComponent('umeå '.repeat(150))}`)).status).toBe(200);
    expect((await getWith(anna, `/mina-sidor/adresser?q=${encodeURIComponent('å'.repeat(5_000))}`)).status).toBe(414);
  });
});

describe('financial follow-up', () => {
  it('shows anna the chart, the table and a CSV for Excel', async () => {
    const page = await getWith(anna, '/mina-sidor/ekonomi');
    expect(page.status).toBe(200);
    expect(page.body).toContain('class="spend-chart__svg"');
    expect(page.body).toMatch(/<table class="data-table">[\s\S]*Inköp per månad och projekt/);
    const csv = await shopRequest('/api/mina-sidor/ekonomi.csv', { headers: { cookie: anna.header() } });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="ekonomisk-uppfoljning-\d{4}-\d{2}-\d{4}-\d{2}\.csv"$/);
    expect(csv.body.startsWith('\uFEFFMånad;')).toBe(true);
  });

  it('refuses erik (EJ_SE_EKONOMISK_UPPFÖLJNING) page, RSC and CSV, dana (no prices) the figures, and anonymous callers', async () => {
    const page = await getWith(erik, '/mina-sidor/ekonomi');
    expect([page.status, flashKey(page)]).toEqual([302, 'errors.no_permission']);
    const rsc = await getWith(erik, '/RSC/R/mina-sidor/ekonomi.txt?query=');
    expect(rsc.body).not.toContain('Inköp per månad');
    expect((await shopRequest('/api/mina-sidor/ekonomi.csv', { headers: { cookie: erik.header() } })).status).toBe(403);
    const danaPage = await getWith(dana, '/mina-sidor/ekonomi');
    expect(danaPage.body).toContain('Ditt konto visar inga priser');
    expect(danaPage.body).not.toContain('spend-chart');
    expect((await shopRequest('/api/mina-sidor/ekonomi.csv', { headers: { cookie: dana.header() } })).status).toBe(403);
    expect((await shopRequest('/api/mina-sidor/ekonomi.csv')).status).toBe(401);
  });
});
