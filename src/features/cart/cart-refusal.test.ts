import { describe, expect, it } from 'vitest';
import { refusalReason } from './cart-refusal';

describe('refusalReason', () => {
  it.each([
    ['decimal_not_allowed', 'Artikeln säljs bara i hela antal, till exempel 2 eller 3, inte 2,5.'],
    ['not_order_multiple', 'Antalet måste vara en multipel av artikelns förpackningsstorlek.'],
    ['quantity_too_large', 'Antalet får vara högst 100\u00a0000.'],
    ['quantity_not_positive', 'Antalet måste vara större än noll.'],
    ['too_many_decimals', 'Antalet får ha högst två decimaler.'],
    ['invalid_quantity', 'Antalet är inte ett giltigt tal.'],
    ['unknown_article', 'Artikeln finns inte.'],
    ['not_purchasable', 'Artikeln kan inte köpas med det här leveranssättet.'],
    ['express_not_available', 'Artikeln kan inte levereras med expressutkörning.'],
    ['CART_LIMIT', 'Varukorgen är full. Ta bort produkter innan du lägger till fler.'],
    ['invalid_article_number', 'Artikelnumret är inte giltigt.'],
    ['label_too_long', 'Märkningen är för lång.'],
    ['invalid_configuration', 'Konfigurationen kan inte läsas. Skriv den som i exporten, till exempel ”Kapad längd 37 m, på trumma”, eller konfigurera produkten på nytt.'],
    ['configuration_length_above_maximum', 'Konfigurationen följer inte produktens regler. Öppna produkten och konfigurera den på nytt.'],
    ['configuration_packaging_too_long', 'Konfigurationen följer inte produktens regler. Öppna produkten och konfigurera den på nytt.'],
  ])('says why the service refused %s', (code, reason) => {
    expect(refusalReason(code)).toBe(reason);
  });

  it('has no reason for a fault that is no rule: the caller keeps the generic message', () => {
    for (const code of ['internal', 'not_found', '', 'toString']) expect(refusalReason(code)).toBeUndefined();
  });
});
