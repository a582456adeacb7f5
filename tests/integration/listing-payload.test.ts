import { beforeAll, describe, expect, it } from 'vitest';
import { getWith, signInAs } from '../support/session-flows';
import { shopRequest, type ShopResponse } from '../support/shop-client';

// A listing's cards are drawn in the browser from a few fields (decision 042): the inline RSC
// payload carries the cards' data and their shared words once, never their markup a second time.

const CATEGORY = '/kategorier/el/belysning/ljuskallor';

/** The inline scripts of a page: the RSC payload the browser hydrates from. */
const payloadOf = (page: ShopResponse) => [...page.body.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]).join('');
const count = (text: string, part: string) => text.split(part).length - 1;
/** The card's markup, by its class names: in the HTML, never in the payload. */
const CARD_MARKUP = ['product-card__inner', 'product-card__body', 'card-price__amount', 'stock-badge__label', 'product-card__offer--loading'];

describe('a category page for a signed-in buyer', () => {
  let page: ShopResponse;
  beforeAll(async () => {
    const { jar } = await signInAs('anna.andersson@demo.example');
    page = await getWith(jar, CATEGORY);
  });

  it('shows 48 cards with 48 prices and 48 stock lines for the store', () => {
    expect(page.status).toBe(200);
    expect(count(page.body, '<li class="product-card"')).toBe(48);
    expect(count(page.body, 'class="card-price__value"')).toBe(48);
    expect(count(page.body, '<span class="stock-badge__label">Butik:</span>')).toBe(48);
  });

  it('sends no card markup in the payload', () => {
    const payload = payloadOf(page);
    expect(CARD_MARKUP.filter((className) => payload.includes(className))).toEqual([]);
  });

  it('sends the words every card shares once', () => {
    const payload = payloadOf(page);
    expect(count(payload, 'exkl. moms')).toBe(1);
    // The payload is a JSON text inside a script's string: its quotes arrive escaped.
    expect(count(payload, String.raw`\"Butik\"`)).toBe(1);
    expect(count(payload, String.raw`\"articleNumber\":\"Art.nr\",\"express\"`)).toBe(1);
  });

  // Decision 043: the star arrives with the offer, without a boundary of its own. Decision 049: it
  // is a button of the grid's one form, not a form of its own.
  it("draws each card's star inside its offer, without a placeholder or boundary of its own", () => {
    expect(count(page.body, 'class="favourite-toggle favourite-toggle__button"')).toBe(48);
    expect(page.body).not.toContain('<form class="favourite-toggle"');
    expect(count(page.body, '#toggleFavourite"')).toBe(1);
    expect(page.body).not.toContain('favourite-toggle--loading');
  });

  // Hidden words are styled, laid out and shaped like any other: on 48 cards about a sixth of the
  // grid's layout work (issue 13). A card's star, quantity field and add button are named by aria-label.
  it("names each card's star, quantity field and add button without hidden text", () => {
    expect(count(page.body, 'aria-label="Spara som favorit: ') + count(page.body, 'aria-label="Ta bort favorit: ')).toBe(48);
    // An article sold only in store has no stepper.
    const steppers = count(page.body, '<form class="quantity-stepper"');
    expect(steppers).toBeGreaterThan(40);
    expect(count(page.body, 'aria-label="Antal för ')).toBe(steppers);
    expect(count(page.body, 'class="button button--primary quantity-stepper__add" aria-label="Lägg i varukorg"')).toBe(steppers);
    // (A campaign price keeps its hidden "Ordinarie pris" before the struck-out price.)
    const stars = [...page.body.matchAll(/<button[^>]*class="favourite-toggle favourite-toggle__button"[\s\S]*?<\/button>/g)].map(([star]) => star);
    const forms = [...page.body.matchAll(/<form class="quantity-stepper"[\s\S]*?<\/form>/g)].map(([form]) => form);
    expect([stars.length, forms.length]).toEqual([48, steppers]);
    expect([...stars, ...forms].filter((part) => part.includes('visually-hidden'))).toEqual([]);
  });

  it('holds no sign-in prompt for a price', () => {
    expect(page.body).not.toContain('Logga in för att se pris');
  });

  // Decision 055: the skeletons take the height of the offer that replaces them.
  it("tells its cards' skeletons that a buyer's offer comes, with price and stepper", () => {
    expect(count(page.body, '<ul class="product-grid" data-listing-history="" data-offer="buy">')).toBe(1);
  });
});

describe('a category page for a buyer who may not see prices', () => {
  it("tells its cards' skeletons that the offer comes without a price", async () => {
    const { jar } = await signInAs('dana.dahl@demo.example');
    const page = await getWith(jar, CATEGORY);
    expect(page.status).toBe(200);
    expect(count(page.body, 'data-offer="buy-unpriced"')).toBe(1);
    expect(page.body).not.toContain('class="card-price__value"');
  });
});

describe('a category page for a visitor', () => {
  let page: ShopResponse;
  beforeAll(async () => {
    page = await shopRequest(CATEGORY);
  });

  it('asks on every card to sign in for the price, with the words sent once', () => {
    expect(count(page.body, 'class="card-price card-price--sign-in"')).toBe(48);
    expect(page.body).not.toContain('data-offer=');
    expect(count(payloadOf(page), 'Logga in för att se pris')).toBe(1);
    expect(page.body).not.toContain('exkl. moms');
  });
});
