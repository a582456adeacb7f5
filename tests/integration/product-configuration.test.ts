import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { CookieJar } from '../support/cookie-jar';
import { getWith, signInAs } from '../support/session-flows';
import { callServerAction } from '../support/server-action-call';
import { backendJson, emptyShopCart, formAround, submit } from '../support/shop-cart';
import { signTestAccessToken } from '../support/tokens';
import { formatPrice } from '../../src/lib/format';

// The shop's configurator (issue 17, decision 035) through the worker: the page of a configurable
// article, "Lägg i varukorg" posted as a browser without JavaScript would, bad input answered in
// Swedish with nothing stored, and no price for EJ_SE_PRISER. The backend's rules and prices are
// tests/integration/backend/product-configuration.test.ts.
let anna: CookieJar;
let dana: CookieJar;
let cable: string;
let plain: string | undefined;

const PRICE = /\d,\d\d(?:&nbsp;|\s| )kr/;
const page = (articleNumber: string) => `/produktkonfiguration/${articleNumber}`;
/** The configurator's answer to a post: its status line (the page also carries every message as a template). */
const outcome = (html: string) => /data-testid="configurator-message">([^<]*)</.exec(html)?.[1];
/** The value an input of the configurator's form was rendered with. */
const typedValue = (html: string, name: string) => new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`).exec(html)?.[1];
/** The delivery form rendered as chosen. */
const checkedPackaging = (html: string) => [...html.matchAll(/<input[^>]*name="packaging"[^>]*>/g)].map(([input]) => input).find((input) => input.includes('checked=""'))?.match(/value="(\w+)"/)?.[1];
const configuredLines = async (jar: CookieJar) => [...(await getWith(jar, '/cart')).body.matchAll(/data-testid="line-configuration">([^<]*)</g)].map((match) => match[1]);

/** Posts the configurator's form of `articleNumber` as a browser without JavaScript. */
async function configure(jar: CookieJar, articleNumber: string, fields: Record<string, string>) {
  const html = (await getWith(jar, page(articleNumber))).body;
  return submit(jar, page(articleNumber), formAround(html, 'name="length"'), { pieces: '1', ...fields });
}

beforeAll(async () => {
  anna = (await signInAs('anna.andersson@demo.example')).jar;
  dana = (await signInAs('dana.dahl@demo.example')).jar;
  const search = async (q: string) => ((await backendJson('/search', { q, pageSize: 20 })).items as { articleNumber: string }[]).map((item) => item.articleNumber);
  for (const number of await search('Kraftkabel N1XE')) {
    if ((await getWith(anna, page(number))).status === 200) {
      cable = number;
      break;
    }
  }
  [plain] = await search('Kulventil');
  expect(cable, 'a configurable cable in the seed').toBeDefined();
  await emptyShopCart(anna);
}, 120_000);

afterAll(async () => {
  await emptyShopCart(anna);
});

describe('the configurator page', () => {
  it('opens for a configurable article with its rules, and is a 404 for an unknown or plain article', async () => {
    const open = await getWith(anna, page(cable));
    expect(open.status).toBe(200);
    expect(open.body).toContain('Längd (m)');
    // A ring is the first delivery form, so the hint names its limit (the drum's is 500 m).
    expect(open.body).toContain('Mellan 5 och 100 m, i steg om 0,5 m. Kapavgift 95 kr per bit.');
    expect(open.body).toContain('value="TRUMMA"');
    expect(open.body).toContain('Lägg i varukorg');
    for (const id of ['99999999901', plain!, 'inte-ett-nummer']) {
      const missing = await getWith(anna, page(id));
      expect(missing.status, id).toBe(404);
      expect(missing.body).toContain('Produkten finns inte eller kan inte konfigureras.');
    }
  });
});

describe('adding a configured line without JavaScript', () => {
  it('adds 37 m on a drum as a line with its summary, and a decimal comma as 37,5 m', async () => {
    const added = await configure(anna, cable, { length: '37', packaging: 'TRUMMA' });
    expect(added.status).toBe(200);
    expect(outcome(added.body)).toBe('Konfigurationen ligger i varukorgen: Kapad längd 37 m, på trumma.');
    await configure(anna, cable, { length: '37,5', packaging: 'RING', pieces: '2' });
    expect(await configuredLines(anna)).toEqual(['Kapad längd 37 m, på trumma', 'Kapad längd 37,5 m, på ring']);
  });

  it.each([
    ['below the minimum', { length: '4', packaging: 'TRUMMA' }, 'Längden måste vara minst 5 m.'],
    ['above the drum', { length: '501', packaging: 'TRUMMA' }, 'Längden får vara högst 500 m (trummans eller stångens längd).'],
    ['not a number', { length: 'trettiosju', packaging: 'TRUMMA' }, 'Ange längden som ett tal i meter, till exempel 37 eller 37,5.'],
    ['off the step', { length: '37,3', packaging: 'TRUMMA' }, 'Längden måste anges i steg om 0,5 m.'],
    ['too long for a ring (posted by hand)', { length: '150', packaging: 'RING' }, 'Den valda leveransformen rymmer högst 100 m. Välj trumma för längre längder.'],
    ['an unknown delivery form (posted by hand)', { length: '37', packaging: 'PALL' }, 'Välj en av leveransformerna.'],
    ['half a piece (posted by hand)', { length: '37', packaging: 'TRUMMA', pieces: '1,5' }, 'Antal bitar måste vara ett heltal mellan 1 och 999.'],
  ])('answers %s in Swedish, keeps what was typed and stores nothing', async (_case, fields, message) => {
    const before = await configuredLines(anna);
    const answer = await configure(anna, cable, fields);
    expect(answer.status).toBe(200);
    expect(outcome(answer.body)).toBe(message);
    // The page shows the refused length, delivery form and pieces again, to correct rather than retype.
    expect(typedValue(answer.body, 'length')).toBe(fields.length);
    expect(typedValue(answer.body, 'pieces')).toBe('pieces' in fields ? fields.pieces : '1');
    expect(checkedPackaging(answer.body)).toBe(['RING', 'TRUMMA'].includes(fields.packaging) ? fields.packaging : undefined);
    expect(await configuredLines(anna)).toEqual(before);
  });

  it('refuses a configuration posted by hand for an article that cannot be configured', async () => {
    const before = await configuredLines(anna);
    const answer = await configure(anna, cable, { articleNumber: plain!, length: '10', packaging: '' });
    expect(outcome(answer.body)).toBe('Produkten kan inte konfigureras.');
    expect(await configuredLines(anna)).toEqual(before);
  });
});

describe('prices', () => {
  it('prices a valid configuration live for anna, and never for dana (EJ_SE_PRISER)', async () => {
    const fields = { articleNumber: cable, length: '37', packaging: 'TRUMMA', pieces: '2' };
    const priced = await livePrice(anna, fields);
    expect(priced).toContain('"status":"priced"');
    expect(priced).toContain('"summary":"Kapad längd 37 m, på trumma"');
    expect(priced).toMatch(/"piecePrice":"[^"]*\d,\d\d\skr"/);
    const hidden = await getWith(dana, page(cable));
    expect(hidden.status).toBe(200);
    expect(hidden.body).toContain('Priser visas inte för ditt konto.');
    const withheld = await livePrice(dana, fields);
    expect(withheld).toContain('"status":"priced"');
    expect(withheld).toContain('"piecePrice":null');
    expect(withheld).toContain('"linePrice":null');
    expect(withheld).not.toMatch(PRICE);
  });
});

describe('the alloying surcharge', () => {
  // Every seeded power cable carries a copper surcharge (tree-electric.mjs): per metre on the
  // article, the length's share on a cut piece, included in the piece's price everywhere.
  const graphqlPrice = async (configuration: string) => {
    const answer = await fetch(`${inject('backendOrigin')}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await signTestAccessToken({ sub: 'U-T-CONF-ALLOY' })}` },
      body: JSON.stringify({ query: `{ getVariants(articleNumbers: ["${cable}"], customerId: "C-1001"${configuration}) { price { netPrice alloyingPrice } } }` }),
    });
    return ((await answer.json()) as { data: { getVariants: { price: { netPrice: number; alloyingPrice: number | null } }[] } }).data.getVariants[0]!.price;
  };

  it('is the length\'s share of the metre\'s surcharge, named in the live price, on the cart line and in the totals, and adds up', async () => {
    const perMetre = await graphqlPrice('');
    expect(perMetre.alloyingPrice, 'a seeded cable has a copper surcharge').toBeGreaterThan(0);
    const piece = await graphqlPrice(', configuration: { length: 37, packaging: "TRUMMA" }');
    const alloying = Math.round(perMetre.alloyingPrice! * 37 * 100) / 100;
    expect(piece.alloyingPrice).toBe(alloying);
    const piecePrice = Math.round((piece.netPrice + alloying) * 100) / 100;

    const shown = await livePrice(anna, { articleNumber: cable, length: '37', packaging: 'TRUMMA', pieces: '2' });
    expect(shown).toContain(`"piecePrice":"${formatPrice(piecePrice)}"`);
    expect(shown).toContain(`"alloyingPrice":"${formatPrice(alloying)}"`);
    expect(shown).toContain(`"linePrice":"${formatPrice(Math.round(piecePrice * 200) / 100)}"`);

    await emptyShopCart(anna);
    expect(outcome((await configure(anna, cable, { length: '37', packaging: 'TRUMMA', pieces: '2' })).body)).toBe('Konfigurationen ligger i varukorgen: Kapad längd 37 m, på trumma.');
    const cart = (await getWith(anna, '/cart')).body.replace(/<!-- -->/g, '');
    const line = /<li[^>]*class="cart-line[ "][\s\S]*?<\/li>/.exec(cart)?.[0] ?? '';
    expect(line).toContain('Kapad längd 37 m, på trumma');
    expect(line).toContain(`À-pris ${formatPrice(piece.netPrice)}/st`);
    expect(line).toContain(`Legeringstillägg ${formatPrice(alloying)}/st`);
    expect(line).toContain(`${formatPrice(Math.round(piecePrice * 200) / 100)}</strong>`);
    const total = (label: string) => new RegExp(`<dt>${label}</dt><dd>([^<]*)</dd>`).exec(cart)?.[1];
    expect(total('Varor exkl. moms')).toBe(formatPrice(Math.round(piece.netPrice * 200) / 100));
    expect(total('Legeringstillägg')).toBe(formatPrice(Math.round(alloying * 200) / 100));
    expect(total('Summa exkl. moms')).toBe(formatPrice(Math.round(piecePrice * 200) / 100));
  });
});


/** The live price as the configurator's JavaScript asks for it: the RSC answer of its server function. */
async function livePrice(jar: CookieJar, fields: Record<string, string>): Promise<string> {
  const answer = await callServerAction('priceConfiguredLine', fields, { cookie: jar.header() });
  expect(answer.status).toBe(200);
  return answer.body;
}
