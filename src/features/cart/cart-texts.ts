import { t } from '../../lib/texts';

/**
 * The cart page's texts for its client islands, from the catalogue by key. Templates keep their
 * placeholders; the islands fill them with `fill` (fill-template.ts).
 */
export function cartEditorTexts() {
  return {
    select: t('cartPage.line.select'),
    selectAll: t('cartPage.line.selectAll'),
    articleNumber: t('cartPage.line.articleNumber'),
    label: t('cartPage.line.label'),
    labelFor: t('cartPage.line.labelFor'),
    saveLabel: t('cartPage.line.saveLabel'),
    quantityFor: t('cartPage.line.quantityFor'),
    unitPrice: t('cartPage.line.unitPrice'),
    alloying: t('cartPage.line.alloying'),
    linePrice: t('cartPage.line.linePrice'),
    deliverySubtotal: t('cartPage.totals.deliverySubtotal'),
    stock: t('cartPage.line.stock'),
    remove: t('cart.remove'),
    removeName: t('cartPage.line.remove'),
    moveLabel: t('cartPage.delivery.moveLabel'),
    move: t('cartPage.delivery.move'),
    decrease: t('cartPage.quantity.decrease'),
    increase: t('cartPage.quantity.increase'),
    replacement: t('cartPage.action.needsReplacement'),
    removeSelected: t('cartPage.actions.removeSelected'),
    empty: t('cartPage.actions.empty'),
    emptyConfirm: t('cartPage.actions.emptyConfirm'),
    exportSelected: t('cartPage.actions.exportSelected'),
    exportAll: t('cartPage.actions.exportAll'),
    format: t('cartPage.actions.format'),
    quantity: t('cart.quantity'),
    configurationEdit: t('productConfiguration.edit'),
    configurationEditLabel: t('productConfiguration.editLabel'),
  };
}
export type CartEditorTexts = ReturnType<typeof cartEditorTexts>;
