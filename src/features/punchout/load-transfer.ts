import 'server-only';
import { formatMetres } from '../../../domain/product-configuration';
import { getRequestContext, type PunchoutSettings } from '../../lib/request';
import type { Variant } from '../../lib/catalogue/variant';
import { getVariants } from '../../lib/upstream/commerce/get-variants';
import type { CartLine, CartWithLines } from '../../lib/upstream/cart/cart-schemas';
import { asCartUser } from '../cart/server';

import { getCart } from '../../lib/upstream/commerce/get-cart';

import { buildOciFields, type OciField } from './build-oci-fields';
import { buildOrderMessage } from './cxml/build-order-message';
import { getMappingRules } from '../../lib/upstream/auth/get-mapping-rules';
import { priceFlags, type PriceFlag, type PunchoutCartLine } from './punchout-cart-line';

/** The punch-out settings of this request when it is a punch-out session, else undefined. */
export function currentPunchoutSettings(): PunchoutSettings | undefined {
  return getRequestContext().punchout;
}

export interface PunchoutTransfer {
  action: string;
  target?: string | undefined;
  fields: OciField[];
  priceFlags: PriceFlag[];
  lineCount: number;
}

/** availableToDays of the location the line is delivered from (its delivery's), else the first one that says. */
function availableToDays(line: CartLine, cart: CartWithLines): number | undefined {
  const locations = line.stock?.locations ?? [];
  const deliveryLocation = cart.deliveries.find((delivery) => delivery.deliveryId === line.deliveryId)?.locationId;
  const own = locations.find((location) => location.locationId === deliveryLocation);
  const days = own?.availableToDays ?? locations.find((location) => typeof location.availableToDays === 'number')?.availableToDays;
  return typeof days === 'number' ? days : undefined;
}

/** A cart line as the OCI and cXML builders take it. */
export function toPunchoutLine(line: CartLine, cart: CartWithLines, variant: Variant | undefined): PunchoutCartLine {
  const netPrice = line.price?.netPrice;
  return {
    articleNumber: line.articleNumber,
    name: line.variant?.name ?? variant?.name ?? line.articleNumber,
    quantity: line.quantity,
    // A configured line is pieces cut to length (decision 035): its cut ends the short text, its summary goes in the long text.
    unit: line.configuration ? 'ST' : (line.variant?.unit ?? variant?.unit ?? 'STK'),
    ...(line.configuration
      ? { longText: `${line.variant?.name ?? variant?.name ?? line.articleNumber}. ${line.configuration.summary}`, descriptionEnding: `– ${formatMetres(line.configuration.length)} m` }
      : {}),
    netPrice: typeof netPrice === 'number' && !line.price?.askForPrice ? netPrice : undefined,
    availableToDays: availableToDays(line, cart),
    ssg: variant?.attributes.find((attribute) => attribute.attributeName.toUpperCase() === 'SSG')?.attributeValue ?? undefined,
    breadcrumbParents: variant?.product.breadcrumb.parents.map((parent) => parent.name) ?? [],
  };
}

/**
 * The transfer form of the current punch-out session: the cart with price, stock and variant,
 * the customer's mapping rules, and OCI fields (or cXML in `cxml-urlencoded`). Undefined outside
 * a punch-out session.
 */
export async function loadPunchoutTransfer(): Promise<PunchoutTransfer | undefined> {
  const settings = currentPunchoutSettings();
  if (!settings) return undefined;
  const { brand } = getRequestContext();
  return asCartUser(async (access) => {
    const customerId = access.customerId ?? settings.customerId;
    const [cart, rules] = await Promise.all([
      getCart(access.commerce, { token: access.token, customerId, projectId: access.projectId, withPrices: true, locationIds: [brand.centralStorageId] }),
      getMappingRules(getRequestContext().services.auth, { customerId, accessToken: access.token }),
    ]);
    // Every line: the cart is retired after the transfer, so a line left out would be lost (the
    // summary page's per-delivery "include in order" switch is not reachable in PUNCHOUT mode).
    const items = cart.cartItems;
    const variants = await getVariants(access.commerce, {
      articleNumbers: items.map((item) => item.articleNumber),
      token: access.token,
      customerId,
      permissions: { viewPrices: false, viewDiscounts: false },
      skipStock: true,
    });
    const lines = items.map((item) => toPunchoutLine(item, cart, variants.find((variant) => variant.articleNumber === item.articleNumber)));
    const target = settings.oci.target;
    if (settings.protocol === 'cxml' && settings.cxml) {
      const xml = buildOrderMessage({
        envelope: { payloadId: `${Date.now()}.${crypto.randomUUID()}@shop`, timestamp: new Date().toISOString() },
        buyerCookie: settings.cxml.buyerCookie,
        buyer: settings.cxml.buyer,
        supplier: settings.cxml.supplier,
        lines,
        rules,
      });
      return { action: settings.HOOK_URL, target, fields: [['cxml-urlencoded', xml]], priceFlags: priceFlags(lines), lineCount: lines.length };
    }
    const form = buildOciFields(lines, rules, { customerId, projectId: access.projectId }, settings.oci);
    return { action: settings.HOOK_URL, target, fields: form.fields, priceFlags: form.priceFlags, lineCount: lines.length };
  });
}
