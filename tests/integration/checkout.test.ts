import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, deliveryDateProblem, swedishClosedDays, todayInStockholm, weekday } from '../../domain/calendar';
import { CookieJar } from '../support/cookie-jar';
import { getWith, signInAs } from '../support/session-flows';
import { shopRequest, type ShopResponse } from '../support/shop-client';

/**
 * Checkout steps 2–4 through the shop, as a browser without script does it: every form is a
 * server action posted as multipart with the hidden fields React rendered, so the tests run the
 * same progressive-enhancement path a plain post takes.
 */

const ORIGIN = 'http://localhost';

const unescape = (text: string) => text.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const attributesOf = (tag: string) => Object.fromEntries([...tag.matchAll(/([\w:$-]+)(?:="([^"]*)")?/g)].map((match) => [match[1] ?? '', unescape(match[2] ?? '')]));

/** The fields a browser would post for the first form whose markup contains `marker`. */
function formFields(html: string, marker: string): [string, string][] {
  const form = [...html.matchAll(/<form\b[\s\S]*?<\/form>/g)].map((match) => match[0]).find((candidate) => candidate.includes(marker));
  if (!form) throw new Error(`no form with ${marker}`);
  const fields: [string, string][] = [];
  for (const [tag] of form.matchAll(/<input\b[^>]*>/g)) {
    const attributes = attributesOf(tag.slice(6));
    if (!attributes.name || attributes.disabled !== undefined) continue;
    if ((attributes.type === 'radio' || attributes.type === 'checkbox') && attributes.checked === undefined) continue;
    fields.push([attributes.name, attributes.value ?? (attributes.type === 'checkbox' ? 'on' : '')]);
  }
  for (const [, open = '', body = ''] of form.matchAll(/<textarea\b([^>]*)>([\s\S]*?)<\/textarea>/g)) {
    const { name } = attributesOf(open);
    if (name) fields.push([name, unescape(body)]);
  }
  for (const [, open = '', body = ''] of form.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/g)) {
    const { name } = attributesOf(open);
    const options = [...body.matchAll(/<option\b([^>]*)>/g)].map((match) => attributesOf(match[1] ?? ''));
    const chosen = options.find((option) => option.selected !== undefined) ?? options[0];
    if (name && chosen) fields.push([name, chosen.value ?? '']);
  }
  return fields;
}

/** Posts the form found by `marker` on `path`, with some fields changed (null removes a field). */
async function submit(jar: CookieJar, path: string, marker: string, changes: Record<string, string | null> = {}, html?: string): Promise<ShopResponse> {
  const page = html ?? (await getWith(jar, path)).body;
  const data = new FormData();
  const fields = formFields(page, marker).filter(([name]) => !(name in changes));
  for (const [name, value] of fields) data.append(name, value);
  for (const [name, value] of Object.entries(changes)) if (value !== null) data.append(name, value);
  const encoded = new Request(ORIGIN, { method: 'POST', body: data });
  const res = await shopRequest(path, {
    method: 'POST',
    headers: { 'content-type': encoded.headers.get('content-type') ?? '', origin: ORIGIN, cookie: jar.header() },
    body: await encoded.text(),
  });
  jar.store(res);
  return res;
}

const text = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

/** Adds an article through the shop's own add-to-cart form on the search page. */
async function addToCart(jar: CookieJar, query: string, deliveryId?: string): Promise<string> {
  const page = (await getWith(jar, `/search?q=${encodeURIComponent(query)}`)).body;
  const articleNumber = /name="articleNumber" value="(\d+)"/.exec(page)?.[1];
  if (!articleNumber) throw new Error(`nothing found for ${query}`);
  const res = await submit(jar, `/search?q=${encodeURIComponent(query)}`, `value="${articleNumber}"`, { quantity: '2', ...(deliveryId ? { deliveryId } : {}) }, page);
  expect(res.status).toBeLessThan(400);
  return articleNumber;
}

/** A weekday delivery date right after a closed weekday (a holiday), within the coming year. */
function dateNextToHoliday(): string {
  const today = todayInStockholm();
  const rules = { today, extraClosedDates: [] };
  const year = Number(today.slice(0, 4));
  const holidays = [...swedishClosedDays(year), ...swedishClosedDays(year + 1)].filter((date) => date > addDays(today, 2) && weekday(date) !== 0 && weekday(date) !== 6);
  for (const holiday of holidays) {
    for (const candidate of [addDays(holiday, 1), addDays(holiday, -1)]) if (!deliveryDateProblem(candidate, rules)) return candidate;
  }
  throw new Error('no date next to a holiday');
}

function firstClosedWeekday(): string {
  const today = todayInStockholm();
  const year = Number(today.slice(0, 4));
  const found = [...swedishClosedDays(year), ...swedishClosedDays(year + 1)].find((date) => date > addDays(today, 1) && weekday(date) !== 0 && weekday(date) !== 6);
  if (!found) throw new Error('no closed weekday ahead');
  return found;
}

/** The radio buttons of one name: their values and which is checked. */
const radios = (html: string, name: string) =>
  [...html.matchAll(/<input\b[^>]*>/g)].map((match) => attributesOf(match[0].slice(6))).filter((input) => input.type === 'radio' && input.name === name);
const checkedValue = (html: string, name: string) => radios(html, name).find((input) => input.checked !== undefined)?.value;

const orderNumbers = (html: string) => [...html.matchAll(/data-order-number="?[^>]*>(\d+)</g)].map((match) => match[1]);
const location = (res: ShopResponse) => String(res.headers.location ?? '');

describe('checkout: delivery, summary and order placing', () => {
  let anna: CookieJar;

  beforeAll(async () => {
    // Carl, not anna: the cart tests fill anna's cart in the same database, and this test needs
    // a cart that holds exactly its own two deliveries.
    ({ jar: anna } = await signInAs('carl.carlsson@demo.example'));
    await addToCart(anna, 'skruvmejsel');
    await addToCart(anna, 'tumstock', 'EXH:S-UME-01');
  });

  it('shows each delivery with the methods open now, DBI preselected for home delivery', async () => {
    const html = (await getWith(anna, '/delivery')).body;
    expect(text(html)).toContain('Leverans 1 av 2');
    expect(text(html)).toContain('Leverans 2 av 2');
    expect(checkedValue(html, 'method-0')).toBe('DBI');
    expect(checkedValue(html, 'method-1')).toBe('EXH');
  });

  it('asks for a method when none is chosen: "Vänligen välj ett leveranssätt."', async () => {
    const res = await submit(anna, '/delivery', 'name="deliveryId-0"', { 'method-0': null });
    expect(res.status).toBe(200);
    expect(text(res.body)).toContain('Vänligen välj ett leveranssätt.');
  });

  it('refuses a holiday with its message, and a too long reference with its limit', async () => {
    const res = await submit(anna, '/delivery', 'name="deliveryId-0"', { 'date-0': firstClosedWeekday(), 'reference-1': 'x'.repeat(31) });
    expect(res.status).toBe(200);
    expect(text(res.body)).toContain('Vi levererar inte på helger och helgdagar.');
    expect(text(res.body)).toContain('Högst 30 tecken');
  });

  it('saves the delivery choice: lines move to the chosen store, the date is kept', async () => {
    const date = dateNextToHoliday();
    const res = await submit(anna, '/delivery', 'name="deliveryId-0"', { 'date-0': date, 'method-1': 'EXH', 'store-1': 'S-LLA-01', 'reference-1': 'Bygge 12' });
    expect(res.status).toBe(303);
    expect(location(res)).toMatch(/\/summary$/);
    const summary = text((await getWith(anna, '/summary')).body);
    expect(summary).toContain(date);
    expect(summary).toContain('Leverans till butik');
    expect(summary).toContain('Bygge 12');
    // Decision 020: money per delivery and for the order, before "Skicka beställning".
    for (const label of ['À-pris', 'Radsumma', 'Summa för leverans 1', 'Summa för beställningen', 'Summa exkl. moms', 'Att betala inkl. moms']) expect(summary).toContain(label);
    expect(summary).toMatch(/Moms 25\s%/);
    const again = (await getWith(anna, '/delivery')).body;
    expect(again).toMatch(/name="deliveryId-\d" value="EXH:S-LLA-01"/);
  });

  it('places one order per delivery, and a repeat with the same key places no second order', async () => {
    const summary = (await getWith(anna, '/summary')).body;
    const first = await submit(anna, '/summary', 'name="idempotencyKey"', {}, summary);
    expect(first.status).toBe(303);
    expect(location(first)).toMatch(/\/checkout-success-page$/);
    const success = (await getWith(anna, '/checkout-success-page')).body;
    const numbers = orderNumbers(success);
    expect(numbers).toHaveLength(2);
    expect(new Set(numbers).size).toBe(2);

    // The same view posted again (a double click, a retried request): the first answer again.
    const repeat = await submit(anna, '/summary', 'name="idempotencyKey"', {}, summary);
    expect(repeat.status).toBe(303);
    expect(orderNumbers((await getWith(anna, '/checkout-success-page')).body)).toEqual(numbers);
    expect(text((await getWith(anna, '/delivery')).body)).toContain('Din varukorg är tom.');
  });

  it('shows the success page only right after a checkout', async () => {
    const { jar } = await signInAs('carl.carlsson@demo.example');
    const res = await getWith(jar, '/checkout-success-page');
    expect([302, 303, 307]).toContain(res.status);
    expect(location(res)).toMatch(/\/$/);
  });

  it('two concurrent placings of one cart make one set of orders', async () => {
    await addToCart(anna, 'skruvmejsel');
    expect((await submit(anna, '/delivery', 'name="deliveryId-0"')).status).toBe(303);
    const summary = (await getWith(anna, '/summary')).body;
    const other = (await getWith(anna, '/summary')).body;
    // Two posts of one view (same key) and one from a second tab (its own key), all at once.
    const answers = await Promise.all([
      submit(anna, '/summary', 'name="idempotencyKey"', {}, summary),
      submit(anna, '/summary', 'name="idempotencyKey"', {}, summary),
      submit(anna, '/summary', 'name="idempotencyKey"', {}, other),
    ]);
    const placed = answers.filter((res) => res.status === 303 && location(res).endsWith('/checkout-success-page'));
    expect(placed.length).toBeGreaterThanOrEqual(2);
    const results = new Set(placed.map((res) => [res.headers['set-cookie'] ?? []].flat().find((cookie) => cookie.startsWith('checkout-result='))?.split(';')[0]));
    expect(results.size).toBe(1);
  });
});

describe('checkout permissions', () => {
  it('erik (EJ_ORDER) sees why he cannot order, and no order button', async () => {
    const { jar } = await signInAs('erik.ek@demo.example');
    await addToCart(jar, 'skruvmejsel');
    expect((await submit(jar, '/delivery', 'name="deliveryId-0"', { 'method-0': 'DBI' })).status).toBe(303);
    const html = (await getWith(jar, '/summary')).body;
    expect(text(html)).toContain('Ditt konto får inte skicka beställningar');
    expect(text(html)).not.toContain('Skicka beställning');
    expect(html).not.toContain('name="idempotencyKey"');
  });

  it('dana (EJ_SE_PRISER) sees the summary without any price, in neither HTML nor RSC', async () => {
    const { jar } = await signInAs('dana.dahl@demo.example');
    await addToCart(jar, 'skruvmejsel');
    expect((await submit(jar, '/delivery', 'name="deliveryId-0"', { 'method-0': 'DBI' })).status).toBe(303);
    const html = (await getWith(jar, '/summary')).body;
    expect(text(html)).toContain('Leverans 1 av');
    expect(html).not.toMatch(/netPrice|salesPrice|alloyingPrice|À-pris|Summa exkl\. moms|\d[\s\u00a0]kr\b/);
  });

  it('frida (EJ_ALLA_LEVERANSSATT) is offered home delivery and store pickup only', async () => {
    const { jar } = await signInAs('frida.fors@demo.example');
    await addToCart(jar, 'skruvmejsel');
    const html = (await getWith(jar, '/delivery')).body;
    const offered = radios(html, 'method-0').map((input) => input.value);
    expect(offered).toEqual(['DBI', 'EXH']);
    expect(text(html)).toContain('Ditt konto kan bara välja vissa leveranssätt.');
    const forged = await submit(jar, '/delivery', 'name="deliveryId-0"', { 'method-0': 'XXX', 'zip-0': '903 25' });
    expect(text(forged.body)).toContain('Vänligen välj ett leveranssätt.');
  });
});
