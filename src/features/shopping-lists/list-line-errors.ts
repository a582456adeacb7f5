import { t, type TextKey } from '../../lib/texts';

/** Line codes of the list and cart services with the sentence the buyer reads. */
const CODE_TEXT: Record<string, TextKey> = {
  unknown_article: 'shoppingLists.lineErrors.unknown_article',
  LIST_LIMIT: 'shoppingLists.lineErrors.LIST_LIMIT',
  quantity_too_large: 'shoppingLists.lineErrors.quantity_too_large',
  invalid_quantity: 'cartPage.quantity.invalid',
  quantity_not_positive: 'cartPage.quantity.notPositive',
  decimal_not_allowed: 'shoppingLists.lineErrors.decimal_not_allowed',
  too_many_decimals: 'cartPage.quantity.invalid',
  not_order_multiple: 'shoppingLists.lineErrors.not_order_multiple',
  invalid_article_number: 'shoppingLists.lineErrors.invalid_article_number',
  invalid_configuration: 'shoppingLists.lineErrors.invalid_configuration',
};

/** "1234567: Artikeln finns inte." for a line the service did not save. */
export function lineErrorText(articleNumber: string | undefined, code: string): string {
  const key = CODE_TEXT[code];
  const reason = key ? t(key, { max: '100\u00a0000' }) : t('shoppingLists.errors.failed');
  return articleNumber ? `${articleNumber}: ${reason}` : reason;
}
