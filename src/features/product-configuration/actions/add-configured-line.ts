'use server';

import { actionFailure, formActionArgs, getRequestContext, parsedAction, requireSession } from '../../../lib/request';
import { t } from '../../../lib/texts';
import { addCartItems } from '../../../lib/upstream/cart/add-cart-items';
import { deleteCartItems } from '../../../lib/upstream/cart/delete-cart-items';
import { getConfigurationModel } from '../../../lib/upstream/product/get-configuration-model';
import { asCartUser, currentCart } from '../../cart/server';
import { checkFields, configuratorFields } from '../configurator-fields';
import type { ConfiguratorState } from '../configurator-state';
import { ruleParams } from '../read-configuration';

/**
 * "Lägg i varukorg" in the configurator (decision 035): the fields are checked against the
 * article's rules here and again by the cart service, which prices the line itself; nothing is
 * stored while a rule is broken. With `replace` (the line's "Ändra") the new configuration is
 * added first and the old line removed after, so a failure never loses the buyer's line.
 * Works as a plain form post too (no JavaScript).
 */
export const addConfiguredLine = parsedAction(formActionArgs<ConfiguratorState>(), (failure): ConfiguratorState => failure, async (_previous, form): Promise<ConfiguratorState> => {
  const { brand, services } = getRequestContext();
  try {
    requireSession();
    const fields = configuratorFields(form);
    if (!fields) return { status: 'invalid', message: t('productConfiguration.failed') };
    const typed = { length: fields.length, packaging: fields.packaging, pieces: fields.pieces };
    const model = await getConfigurationModel(services.product, { articleNumber: fields.articleNumber });
    if (!model) return { status: 'invalid', message: t('productConfiguration.errors.not_configurable'), typed };
    const checked = checkFields(model, fields);
    if (!checked.ok) return { status: 'invalid', message: Object.values(checked.messages).join(' '), fieldErrors: checked.messages, typed };
    return await asCartUser(async (access) => {
      const cart = await currentCart(access);
      const replaced = fields.replace ? cart.cartItems.find((item) => item.cartItemId === fields.replace && item.articleNumber === fields.articleNumber) : undefined;
      const deliveryId = replaced?.deliveryId ?? `DBI:${brand.centralStorageId}`;
      const { configuration, pieces } = checked;
      const result = await addCartItems(access.cartService, {
        token: access.token,
        cartId: cart.cartId,
        items: [{ id: '1', articleNumber: fields.articleNumber, quantity: pieces, deliveryId, configuration: { length: configuration.length, packaging: configuration.packaging ?? undefined } }],
        mode: replaced ? 'set' : 'increment',
      });
      const [failure] = result.errors;
      const saved = result.cartItems[0];
      if (failure || !saved) {
        const code = failure?.code.replace(/^configuration_/, '');
        const known = code && code in FIELD_OF ? t(`productConfiguration.errors.${code as keyof typeof FIELD_OF}`, ruleParams(model, configuration.packaging ?? undefined)) : t('productConfiguration.failed');
        return { status: 'invalid', message: known, lineCount: cart.cartItems.length, typed };
      }
      // The same configuration again is the same line: nothing to remove then.
      if (replaced && replaced.cartItemId !== saved.cartItemId) await deleteCartItems(access.cartService, { token: access.token, cartId: cart.cartId, cartItemIds: [replaced.cartItemId] });
      const isNew = !cart.cartItems.some((item) => item.cartItemId === saved.cartItemId);
      const lineCount = cart.cartItems.length + (isNew ? 1 : 0) - (replaced && replaced.cartItemId !== saved.cartItemId ? 1 : 0);
      const summary = saved.configuration?.summary ?? '';
      return { status: 'done', message: t(replaced ? 'productConfiguration.saved' : 'productConfiguration.added', { summary }), lineCount, typed };
    });
  } catch (error) {
    return actionFailure(error, 'errors.cart_add_product');
  }
});

const FIELD_OF = {
  length_below_minimum: 'length',
  length_above_maximum: 'length',
  length_step: 'length',
  packaging_required: 'packaging',
  packaging_unknown: 'packaging',
  packaging_too_long: 'packaging',
  not_configurable: 'length',
} as const;
