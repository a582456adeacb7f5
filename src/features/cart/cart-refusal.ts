import { t } from '../../lib/texts';
import { MAX_QUANTITY } from './quantity-rules';

/**
 * Why the cart service refused a line, in Swedish, from its rule error id (the codes of
 * backend/src/cart/line-rules.ts and quantity.ts, and CART_LIMIT). The service names the rule but
 * not the article's unit or order multiple, so the sentences need neither. Undefined for anything
 * that is no rule (a service fault): the caller keeps the spec's generic "Ett fel uppstod …
 * Försök igen senare" (point 8).
 */
export function refusalReason(code: string): string | undefined {
  switch (code) {
    case 'invalid_quantity':
      return t('cartPage.refusal.invalid_quantity');
    case 'quantity_not_positive':
      return t('cartPage.quantity.notPositive');
    case 'quantity_too_large':
      return t('cartPage.quantity.tooLarge', { max: MAX_QUANTITY.toLocaleString('sv-SE') });
    case 'decimal_not_allowed':
      return t('cartPage.refusal.decimal_not_allowed');
    case 'too_many_decimals':
      return t('cartPage.refusal.too_many_decimals');
    case 'not_order_multiple':
      return t('cartPage.refusal.not_order_multiple');
    case 'unknown_article':
      return t('cartPage.refusal.unknown_article');
    case 'not_purchasable':
      return t('cartPage.refusal.not_purchasable');
    case 'express_not_available':
      return t('cartPage.refusal.express_not_available');
    case 'CART_LIMIT':
      return t('cartPage.refusal.cart_limit');
    // The spreadsheet import's row checks (backend/src/spreadsheet/import-rows.ts).
    case 'invalid_article_number':
      return t('cartPage.refusal.invalid_article_number');
    case 'label_too_long':
      return t('cartPage.refusal.label_too_long');
    case 'invalid_configuration':
      return t('cartPage.refusal.invalid_configuration');
    default:
      // A configured line that breaks one of the article's rules (configuration_length_below_minimum, …).
      return code.startsWith('configuration_') ? t('cartPage.refusal.configuration') : undefined;
  }
}
