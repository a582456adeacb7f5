'use server';

import { callAsUser, formActionArgs, getPermissions, getRequestContext, parsedAction } from '../../../lib/request';
import { formatPrice } from '../../../lib/format';
import { getConfigurationModel } from '../../../lib/upstream/product/get-configuration-model';
import { priceConfiguration } from '../../../lib/upstream/commerce/price-configuration';
import { checkFields, configuratorFields } from '../configurator-fields';
import type { ConfiguredPriceView } from '../configurator-state';

/**
 * The configurator's live price: the commerce service prices one cut piece for the buyer's
 * customer (the shop never computes it). No price for a buyer without the right to see prices.
 */
export const priceConfiguredLine = parsedAction(
  formActionArgs<ConfiguredPriceView>(),
  (failure): ConfiguredPriceView => ({ status: 'failed', message: failure.message, summary: '', piecePrice: null, linePrice: null }),
  async (_previous, form): Promise<ConfiguredPriceView> => {
    const failed: ConfiguredPriceView = { status: 'failed', summary: '', piecePrice: null, linePrice: null };
    const { services, session } = getRequestContext();
    try {
      const fields = configuratorFields(form);
      if (!fields) return failed;
      const model = await getConfigurationModel(services.product, { articleNumber: fields.articleNumber });
      if (!model) return failed;
      const checked = checkFields(model, fields);
      if (!checked.ok) return { ...failed, status: 'invalid' };
      const withPrice = getPermissions().viewPrices;
      const priced = await callAsUser((token) =>
        priceConfiguration(services.commerce, { token, customerId: session?.customerId, articleNumber: fields.articleNumber, configuration: checked.configuration, withPrice }),
      );
      if (!priced) return failed;
      const piece = priced.piecePrice;
      return {
        status: 'priced',
        summary: priced.summary,
        piecePrice: piece === null ? null : formatPrice(piece),
        linePrice: piece === null ? null : formatPrice(Math.round(piece * checked.pieces * 100) / 100),
        alloyingPrice: priced.alloying === null ? null : formatPrice(priced.alloying),
      };
    } catch {
      return failed;
    }
  },
);
