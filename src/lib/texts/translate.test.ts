import { routeTable } from '../routes/route-table';
import { describe, expect, it } from 'vitest';
import { allTextKeys, composeErrorMessage, isTextKey, t, type TextKey } from './translate';

describe('t', () => {
  it.each<[TextKey, Record<string, string | number> | undefined, string]>([
    ['errors.occured', undefined, 'Ett fel uppstod'],
    ['errors.please_login', undefined, 'Vänligen logga in'],
    ['errors.no_permission', undefined, 'Du saknar rättigheter för att se denna sida'],
    ['errors.select_delivery_method', undefined, 'Vänligen välj ett leveranssätt.'],
    ['cart.added', undefined, 'Tillagd i varukorgen'],
    ['stock.unit', undefined, ' st '],
    ['address.missingRecipient', undefined, 'Mottagarnamn saknas'],
    ['checkout.steps.summary', undefined, 'Sammanfattning'],
    ['weekdays.short.sat', undefined, 'Lör'],
    ['errorPage.pageNotFound', { path: '/x' }, 'Page Not Found: /x'],
    ['order.maxCharacters', { max: 35 }, 'Högst 35 tecken'],
    ['errors.cart_update_product', { articleNumber: 'A-1' }, 'Artikel A-1 kunde inte uppdateras.'],
    ['checkout.stepOf', { step: 2, total: 3 }, 'Steg 2 av 3'],
  ])('%s with %o', (key, params, expected) => {
    expect(t(key, params)).toBe(expected);
  });

  it.each<[TextKey, Record<string, string | number>, string]>([
    ['errors.cart_add_products', {}, 'Följande produkter kunde inte läggas i varukorgen: {ids}.'],
    ['checkout.stepOf', { step: 1 }, 'Steg 1 av {total}'],
    ['cart.wrong_import', { other: 'x' }, 'Följande rader kunde inte importeras: {ids}.'],
  ])('%s leaves a missing param visible', (key, params, expected) => {
    expect(t(key, params)).toBe(expected);
  });

  it('does not read inherited properties as params', () => {
    expect(t('cart.wrong_import', { ids: 'toString' })).toContain('toString');
    expect(t('errorPage.pageNotFound', Object.create({ path: 'inherited' }) as Record<string, string>)).toBe(
      'Page Not Found: {path}',
    );
  });

  it('rejects unknown keys at compile time', () => {
    // @ts-expect-error 'errors.nope' is not a catalogue key
    const unknown = () => t('errors.nope');
    // @ts-expect-error a group is not a leaf
    const group = () => t('errors.punchout');
    expect([unknown, group]).toHaveLength(2);
  });
});

describe('isTextKey', () => {
  it.each([
    ['errors.invalid_token', true],
    ['errors.punchout.missing_callback_url', true],
    ['layout.search.placeholder', true],
    ['errors.punchout', false],
    ['errors', false],
    ['', false],
    ['errors.invalid_token.', false],
    ['constructor', false],
    ['errors.__proto__', false],
  ])('%j → %s', (value, expected) => {
    expect(isTextKey(value)).toBe(expected);
  });
});

describe('catalogue', () => {
  const keys = allTextKeys();

  it('has every leaf as a non-empty string', () => {
    expect(keys.length).toBeGreaterThan(100);
    for (const key of keys) expect(t(key).trim(), key).not.toBe('');
  });

  // Only this key is kept in English on purpose (spec point 8 quotes it literally).
  const englishAllowed = new Set<TextKey>(['errorPage.pageNotFound']);
  const english = /\b(error|loading|please|sorry|page|not found|try again|the|and|click|submit|cancel)\b/i;

  it('has no obvious English words', () => {
    const offenders = keys.filter((key) => !englishAllowed.has(key) && english.test(t(key)));
    expect(offenders).toEqual([]);
  });

  it('has a title for every route in the route table', () => {
    const missing = routeTable.filter((route) => !isTextKey(route.title) || t(route.title) === route.title);
    expect(missing.map((route) => route.name)).toEqual([]);
  });

  it('composes the generic failure message', () => {
    expect(composeErrorMessage('errors.cart_add_products', { ids: '123, 456' })).toBe(
      'Ett fel uppstod. Följande produkter kunde inte läggas i varukorgen: 123, 456. Försök igen senare.',
    );
  });

  it('does not say an error occurred twice when the detail says so itself', () => {
    expect(composeErrorMessage('errors.internal_server_error')).toBe('Något gick fel hos oss. Försök igen senare.');
    expect(composeErrorMessage('errors.unknown_error_occurred')).toBe('Ett okänt fel uppstod. Försök igen senare.');
  });
});
