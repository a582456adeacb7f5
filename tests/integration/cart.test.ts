import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { CookieJar } from '../support/cookie-jar';
import { getWith, signInAs } from '../support/session-flows';
import { shopRequest, type ShopResponse } from '../support/shop-client';

// The cart against the running shop (both workers in workerd, seeded D1). Cart writes are server
// actions; these tests post them the way a browser without JavaScript does (progressive
// enhancement): the form's hidden action fields from the rendered page plus the buyer's fields,
// as multipart, to the page. Articles come from the backend's own catalogue answers.
const backend = inject('backendOrigin');

interface Article {
  articleNumber: string;
  variantSlug: string;
  name: string;
}

async function backendJson(path: string, body?: unknown): Promise<any> {
  const response = await fetch(backend + path, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return response.json();
}

/** Plain articles: sold by the piece, order multiple 1, no purchase constraints, not discontinued. */
async function plainArticles(): Promise<Article[]> {
  const menu = await backendJson('/menu?depth=1');
  const found = new Map<string, Article>();
  for (const category of menu.categories) {
    for (const page of [1, 2, 3]) {
      const answer = await backendJson('/search', { categoryPath: category.path, pageSize: 100, page });
      for (const item of answer.items ?? []) if (!item.discontinued) found.set(item.articleNumber, item);
    }
  }
  const plain: Article[] = [];
  const all = [...found.keys()];
  for (let start = 0; start < all.length; start += 200) {
    const query = `query($a: [String!]!) { getVariants(articleNumbers: $a, skipPrice: true) { articleNumber unit discontinued purchaseConstraints stock { locations { locationId orderMultiple } } } }`;
    const answer = await backendJson('/graphql', { query, variables: { a: all.slice(start, start + 200) } });
    for (const v of answer.data.getVariants) {
      const multiple = v.stock?.locations.find((l: { locationId: string }) => l.locationId === 'CL-01')?.orderMultiple ?? 1;
      if (v.unit.toUpperCase() === 'ST' && multiple === 1 && v.purchaseConstraints.length === 0 && !v.discontinued) plain.push(found.get(v.articleNumber)!);
    }
  }
  return plain;
}

/** The opening tag to the end of the form that contains `marker`. */
function formAround(html: string, marker: string): string {
  const at = html.indexOf(marker);
  if (at < 0) throw new Error(`no form with ${marker}`);
  const start = html.lastIndexOf('<form', at);
  return html.slice(start, html.indexOf('</form>', at));
}

/** Every hidden field of a form (the server action's reference among them). */
function hiddenFields(form: string): [string, string][] {
  const decode = (value: string) => value.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  return [...form.matchAll(/<input(?=[^>]*type="hidden")[^>]*>/g)].map(([tag]) => [decode(/name="([^"]*)"/.exec(tag)?.[1] ?? ''), decode(/value="([^"]*)"/.exec(tag)?.[1] ?? '')]);
}

/** Posts a form's action with our fields replacing its own, as multipart, like a browser without JS. */
async function submit(jar: CookieJar, path: string, form: string, fields: Record<string, string | File>): Promise<ShopResponse> {
  const data = new FormData();
  for (const [name, value] of hiddenFields(form)) if (!(name in fields)) data.append(name, value);
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  const encoded = new Response(data);
  const body = Buffer.from(await encoded.arrayBuffer()).toString('latin1');
  return new Promise((resolve, reject) => {
    // shopRequest sends strings as UTF-8; multipart with a file must go byte for byte.
    import('node:http').then(({ request }) => {
      const origin = new URL(inject('shopOrigin'));
      const req = request({ host: origin.hostname, port: origin.port, path, method: 'POST', headers: { host: 'localhost', cookie: jar.header(), 'content-type': encoded.headers.get('content-type') ?? '' } }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      });
      req.on('error', reject);
      req.end(Buffer.from(body, 'latin1'));
    }, reject);
  });
}

/**
 * Calls a form's server action the way the browser's JavaScript does (React's reply encoding:
 * the arguments as JSON in field 0, the FormData's entries under "_1_"), answered as RSC, with no
 * page rendered around it.
 */
async function callAction(jar: CookieJar, form: string, fields: Record<string, string>): Promise<ShopResponse> {
  const reference = hiddenFields(form).find(([name]) => /^\$ACTION_\d+:0$/.test(name))?.[1];
  const id: string = JSON.parse(reference ?? '{}').id;
  const [file, name] = id.split('#');
  const body = new FormData();
  body.append('0', JSON.stringify([{ status: 'idle', message: '' }, '$K1']));
  for (const [key, value] of Object.entries(fields)) body.append(`_1_${key}`, value);
  const encoded = new Response(body);
  return shopRequest(`/RSC/F/${file}/${name}.txt`, {
    method: 'POST',
    headers: { cookie: jar.header(), 'content-type': encoded.headers.get('content-type') ?? '' },
    body: await encoded.text(),
  });
}

/**
 * The quantity the cart page shows on the line of an article ("Art.nr 1234567", exactly). The
 * line's forms stream in after it, so its quantity box is found by the line's id.
 */
function lineQuantity(html: string, articleNumber: string): string | undefined {
  const own = new RegExp(`Art\\.nr(?:<!-- -->|\\s)*${articleNumber}(?!\\d)`);
  const lines = html.split('<li class="cart-line').filter((part) => own.test(part));
  const ids = lines.map((line) => /name="cartItemId" value="([^"]+)"/.exec(line)?.[1]);
  const quantities = ids.map((id) => new RegExp(`id="line-qty-${id}"[^>]*value="([^"]*)"`).exec(html)?.[1]);
  return quantities.length === 1 ? quantities[0] : `${quantities.length} lines: ${quantities.join(', ')}`;
}

const cartLineIds = (html: string) => [...html.matchAll(/name="cartItemId" value="([^"]+)" form="cart-bulk"|form="cart-bulk"[^>]*value="([^"]+)"/g)].map((m) => m[1] ?? m[2]);

let articles: Article[];
let anna: CookieJar;
let addForm: string;

beforeAll(async () => {
  articles = await plainArticles();
  expect(articles.length).toBeGreaterThan(200);
  anna = (await signInAs('anna.andersson@demo.example')).jar;
  const page = await getWith(anna, `/produkt/${articles[0]!.variantSlug}`);
  addForm = formAround(page.body, 'name="articleNumber"');
}, 120_000);

describe('add to cart and the cart page', () => {
  it('adds from the product page and lists the line with its totals', async () => {
    const [first] = articles;
    const added = await submit(anna, `/produkt/${first!.variantSlug}`, addForm, { articleNumber: first!.articleNumber, quantity: '2' });
    expect(added.status).toBe(200);
    expect(added.body).toContain('Tillagd i varukorgen');
    const cart = await getWith(anna, '/cart');
    expect(cart.status).toBe(200);
    expect(cart.body).toContain(first!.articleNumber);
    expect(cart.body).toMatch(/Utkörning, centrallagret/);
    for (const label of ['Summa exkl. moms', 'Legeringstillägg', 'Moms 25 %', 'Att betala inkl. moms', 'Till leverans']) expect(cart.body).toContain(label);
  });

  it('adds a second time as an absolute quantity: what the line held plus what was added', async () => {
    const [first] = articles;
    await submit(anna, `/produkt/${first!.variantSlug}`, addForm, { articleNumber: first!.articleNumber, quantity: '3' });
    const cart = await getWith(anna, '/cart');
    const line = formAround(cart.body, `value="quantity"`);
    expect(line).toContain('value="5"');
  });

  it.each([
    ['-1', 'Antalet måste vara större än noll.'],
    ['0', 'Antalet måste vara större än noll.'],
    ['abc', 'Ange antal som ett tal, till exempel 5 eller 2,5.'],
    ['999999999', 'Antalet får vara högst 100'],
    ['2,5', /Artikeln säljs bara i hela \S+\./],
  ])('answers quantity %j in Swedish and leaves the cart as it was', async (value, message: string | RegExp) => {
    const before = await getWith(anna, '/cart');
    const form = formAround(before.body, 'value="quantity"');
    const answer = await submit(anna, '/cart', form, { value });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatch(message);
    const after = await getWith(anna, '/cart');
    expect(formAround(after.body, 'value="quantity"')).toContain('value="5"');
  });

  it('quick add answers line by line', async () => {
    const cart = await getWith(anna, '/cart');
    const form = formAround(cart.body, 'name="lines"');
    const lines = [`${articles[1]!.articleNumber};3`, '99999999901;1', `${articles[2]!.articleNumber}, 2`, `${articles[3]!.articleNumber}\tabc`].join('\n');
    const answer = await submit(anna, '/cart', form, { lines });
    expect(answer.body).toContain(`Rad 1: ${articles[1]!.articleNumber} tillagd (3).`);
    expect(answer.body).toContain('Rad 2: 99999999901 finns inte.');
    expect(answer.body).toContain(`Rad 3: ${articles[2]!.articleNumber} tillagd (2).`);
    expect(answer.body).toContain('Rad 4: Ange antal som ett tal');
    const after = await getWith(anna, '/cart');
    expect(after.body).toContain(articles[1]!.articleNumber);
    expect(after.body).not.toContain(articles[3]!.articleNumber);
  });

  it('moves a line to store pickup: two deliveries', async () => {
    const cart = await getWith(anna, '/cart');
    const form = formAround(cart.body, 'value="deliveryId"');
    await submit(anna, '/cart', form, { value: 'EXH:S-UME-01' });
    const after = await getWith(anna, '/cart');
    expect(after.body).toMatch(/Leverans till butik, butik [^<]+/);
    expect(after.body).toMatch(/Utkörning, centrallagret/);
  });
});

describe('import and concurrency', () => {
  it('imports a CSV of 1,000 rows end to end', async () => {
    const { jar } = await signInAs('bo.berg@demo.example');
    const cart = await getWith(jar, '/cart');
    const form = formAround(cart.body, 'name="file"');
    const rows = Array.from({ length: 1_000 }, (_, index) => `${articles[index % articles.length]!.articleNumber};${1 + (index % 3)}`);
    const file = new File([['Artikelnummer;Antal', ...rows].join('\n')], 'order.csv', { type: 'text/csv' });
    const started = performance.now();
    const answer = await submit(jar, '/cart', form, { file });
    const took = performance.now() - started;
    console.log(`cart import: 1,000-row CSV end to end through the shop in ${Math.round(took)} ms`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatch(/\d+ rader importerades\./);
    expect(answer.body).not.toContain('Följande rader kunde inte importeras');
    const after = await getWith(jar, '/cart');
    expect(new Set(cartLineIds(after.body)).size).toBe(Math.min(1_000, articles.length));
  }, 120_000);

  it('answers a file that is no spreadsheet with the import error', async () => {
    const { jar } = await signInAs('bo.berg@demo.example');
    const cart = await getWith(jar, '/cart');
    const answer = await submit(jar, '/cart', formAround(cart.body, 'name="file"'), { file: new File(['hello'], 'notes.txt') });
    expect(answer.body).toContain('Filen kunde inte läsas. Välj en .xlsx- eller .csv-fil.');
  });

  it('refuses a 20 MB file with the too-large message, not the full-cart one', async () => {
    const { jar } = await signInAs('bo.berg@demo.example');
    const cart = await getWith(jar, '/cart');
    const file = new File([new Uint8Array(20 * 1024 * 1024)], 'stor.xlsx');
    const answer = await submit(jar, '/cart', formAround(cart.body, 'name="file"'), { file });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('Filen är för stor. Den får vara högst 4 MB.');
    expect(answer.body).not.toContain('Varukorgen är full');
  }, 120_000);

  it('loses no line when 200 adds arrive at once through the shop', async () => {
    const { jar } = await signInAs('gustav.gran@demo.example');
    const chosen = articles.slice(0, 200);
    const started = performance.now();
    // As the browser's JavaScript calls it: only the action runs, no product page is rendered.
    const answers = await Promise.all(chosen.map((article) => callAction(jar, addForm, { articleNumber: article.articleNumber, quantity: '1', multiple: '1', unit: 'st' })));
    console.log(`cart: 200 concurrent adds through the shop in ${Math.round(performance.now() - started)} ms`);
    expect(answers.map((answer) => answer.status)).toEqual(chosen.map(() => 200));
    expect(answers[0]!.body).toContain('Tillagd i varukorgen');
    expect(answers.filter((answer) => answer.body.includes('Tillagd i varukorgen'))).toHaveLength(200);
    const cart = await getWith(jar, '/cart');
    const ids = cartLineIds(cart.body);
    expect(new Set(ids).size).toBe(200);
    for (const article of chosen) expect(cart.body).toContain(article.articleNumber);
  }, 180_000);
});

describe('adds of one article at the same time', () => {
  // Erik's cart stays small, so each answer is light; 200 at once are counted against the cart
  // service itself (backend-cart-files.test.ts), where a burst does not also render pages.
  it('counts all 20 concurrent adds of the same article', async () => {
    const { jar } = await signInAs('erik.ek@demo.example');
    const article = articles[articles.length - 1]!;
    const answers = await Promise.all(Array.from({ length: 20 }, () => callAction(jar, addForm, { articleNumber: article.articleNumber, quantity: '1', multiple: '1', unit: 'st' })));
    expect(answers.filter((answer) => answer.body.includes('Tillagd i varukorgen'))).toHaveLength(20);
    expect(lineQuantity((await getWith(jar, '/cart')).body, article.articleNumber)).toBe('20');
  }, 120_000);

  it('counts all 20 concurrent quick adds of the same article, each answering the new quantity', async () => {
    const { jar } = await signInAs('erik.ek@demo.example');
    const article = articles[articles.length - 2]!;
    const form = formAround((await getWith(jar, '/cart')).body, 'name="lines"');
    const answers = await Promise.all(Array.from({ length: 20 }, () => callAction(jar, form, { lines: `${article.articleNumber};1` })));
    const said = answers.map((answer) => new RegExp(`Rad 1: ${article.articleNumber} tillagd \\(1\\)(?:, nu (\\d+) i varukorgen)?\\.`).exec(answer.body));
    expect(said.filter(Boolean), answers.find((_, i) => !said[i])?.body.slice(0, 500)).toHaveLength(20);
    // One add made the line, the other 19 each saw their own new quantity: 2, 3, … 20.
    expect(said.map((match) => Number(match?.[1] ?? 1)).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(lineQuantity((await getWith(jar, '/cart')).body, article.articleNumber)).toBe('20');
  }, 120_000);
});

describe('permissions', () => {
  it('shows no prices without the right to see them, and the cart still works', async () => {
    const { jar } = await signInAs('dana.dahl@demo.example');
    await submit(jar, `/produkt/${articles[5]!.variantSlug}`, addForm, { articleNumber: articles[5]!.articleNumber, quantity: '1' });
    const cart = await getWith(jar, '/cart');
    expect(cart.body).toContain(articles[5]!.articleNumber);
    expect(cart.body).toContain('Priser visas inte för ditt konto.');
    expect(cart.body).not.toMatch(/netPrice|salesPrice|alloyingPrice|Moms 25 %|\d[\s\u00a0]kr\b/);
  });

  it('lets a buyer without the order right keep a cart', async () => {
    const { jar } = await signInAs('erik.ek@demo.example');
    const added = await submit(jar, `/produkt/${articles[6]!.variantSlug}`, addForm, { articleNumber: articles[6]!.articleNumber, quantity: '1' });
    expect(added.body).toContain('Tillagd i varukorgen');
    const cart = await getWith(jar, '/cart');
    expect(cart.body).toContain('du har inte behörighet att lägga order');
  });

  it('sends a visitor to sign in instead of showing a cart', async () => {
    const answer = await shopRequest('/cart');
    expect([302, 303, 307]).toContain(answer.status);
  });
});
