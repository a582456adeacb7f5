import 'server-only';
import type { ConfigurationModel } from '../../../domain/product-configuration';
import { formatMetres } from '../../../domain/product-configuration';
import { getPermissions, getRequestContext, optionalAccessToken } from '../../lib/request';
import { getVariants } from '../../lib/upstream/commerce/get-variants';
import { getConfigurationModel } from '../../lib/upstream/product/get-configuration-model';
import { asCartUser, currentCart } from '../cart/server';
import type { TypedConfiguration } from './read-configuration';

export interface Configurator {
  model: ConfigurationModel;
  name: string;
  variantSlug: string;
  initial: TypedConfiguration;
  /** The cart line being changed ("Ändra"), when it is still in the cart. */
  replace: string | null;
  showPrices: boolean;
}

/**
 * The configurator's data: the article's rules and name, or null when the article does not exist
 * or is not configurable (the page answers 404). With `rad`, the cart line's values to change.
 */
export async function loadConfigurator(articleNumber: string, lineId: string | null): Promise<Configurator | null> {
  const { services, session } = getRequestContext();
  const model = /^\d{1,20}$/.test(articleNumber) ? await getConfigurationModel(services.product, { articleNumber }) : null;
  if (!model) return null;
  const permissions = getPermissions();
  const [variant] = await getVariants(services.commerce, { articleNumbers: [articleNumber], token: optionalAccessToken(), customerId: session?.customerId, permissions: { viewPrices: false, viewDiscounts: false }, skipStock: true });
  if (!variant) return null;
  const line = lineId ? (await asCartUser(currentCart)).cartItems.find((item) => item.cartItemId === lineId && item.articleNumber === articleNumber && item.configuration) : undefined;
  const initial: TypedConfiguration = line?.configuration
    ? { length: formatMetres(line.configuration.length), packaging: line.configuration.packaging ?? '', pieces: String(line.quantity) }
    : { length: '', packaging: model.packaging[0]?.code ?? '', pieces: '1' };
  return { model, name: variant.name, variantSlug: variant.variantSlug, initial, replace: line ? line.cartItemId : null, showPrices: permissions.viewPrices };
}
