import { splitDeliveryId } from './delivery-id';
import { isDeliveryMethodId } from '../../../domain/delivery/delivery-methods';
import { DELIVERY_METHODS } from './delivery-methods';
import type { CartContents, CartRow, DeliveryRow, ItemRow } from './cart-repository';
import { toChoiceView, type DeliveryChoiceView } from './delivery-choice';
import { storedConfiguration } from '../configuration/configured-line';

/** Spec point 3's Cart item, as the REST answers carry it (price and stock come from GraphQL). */
export interface CartItemView {
  cartItemId: string;
  articleNumber: string;
  deliveryId: string;
  quantity: number;
  label: string | null;
  requestedDeliveryDate: string | null;
  isIncludedInOrder: boolean;
  createdAt: string;
  updatedAt: string;
  /** A configured line's choice and summary (decision 035); null for a plain line. */
  configuration: CartItemConfigurationView | null;
}

export interface CartItemConfigurationView {
  length: number;
  packaging: string | null;
  summary: string;
}

export interface CartDeliveryView {
  deliveryId: string;
  deliveryMethod: string;
  deliveryMethodName: string;
  orderType: string;
  locationId: string;
  requestedDeliveryDate: string | null;
  isIncludedInOrder: boolean;
  cartItemIds: string[];
  /** What the buyer chose on the delivery step (PUT …/delivery/{id}); null until then. */
  orderDetails: DeliveryChoiceView | null;
}

export interface CartView {
  cartId: string;
  customerId: string;
  projectId: string | null;
  status: string;
  /** Included deliveries that have lines: what a checkout would order. */
  deliveryIdsInOrder: string[];
  deliveries: CartDeliveryView[];
  cartItems: CartItemView[];
  updatedAt: string;
}

const iso = (ms: number) => new Date(ms).toISOString();

export function toItemView(item: ItemRow, delivery: DeliveryRow | undefined): CartItemView {
  return {
    cartItemId: item.id,
    articleNumber: item.article_number,
    deliveryId: item.delivery_id,
    quantity: item.quantity,
    label: item.label || null,
    requestedDeliveryDate: delivery?.requested_delivery_date ?? null,
    isIncludedInOrder: delivery ? delivery.is_included_in_order === 1 : true,
    createdAt: iso(item.created_at),
    updatedAt: iso(item.updated_at),
    configuration: configurationView(item),
  };
}

function configurationView(item: ItemRow): CartItemConfigurationView | null {
  const configuration = storedConfiguration(item.configuration);
  if (!configuration) return null;
  return { length: configuration.length, packaging: configuration.packaging ?? null, summary: item.configuration_summary ?? '' };
}

export function toDeliveryView(delivery: DeliveryRow, items: readonly ItemRow[]): CartDeliveryView {
  const { methodId, locationId } = splitDeliveryId(delivery.delivery_id);
  const method = isDeliveryMethodId(methodId) ? DELIVERY_METHODS[methodId] : null;
  return {
    deliveryId: delivery.delivery_id,
    deliveryMethod: methodId,
    deliveryMethodName: method?.name ?? methodId,
    orderType: method?.orderType ?? 'standard',
    locationId,
    requestedDeliveryDate: delivery.requested_delivery_date,
    isIncludedInOrder: delivery.is_included_in_order === 1,
    cartItemIds: items.filter((item) => item.delivery_id === delivery.delivery_id).map((item) => item.id),
    orderDetails: toChoiceView(delivery),
  };
}

/**
 * Groups the lines into their deliveries. Deliveries are listed in the order their first line
 * was added (a stable order for the cart page), never the order of the delivery table.
 */
export function toCartView(cart: CartRow, { deliveries, items }: CartContents): CartView {
  const byId = new Map(deliveries.map((delivery) => [delivery.delivery_id, delivery]));
  const order = [...new Set(items.map((item) => item.delivery_id))];
  const grouped = order.flatMap((deliveryId) => {
    const delivery = byId.get(deliveryId) ?? { delivery_id: deliveryId, requested_delivery_date: null, is_included_in_order: 1 };
    return [toDeliveryView(delivery, items)];
  });
  return {
    cartId: cart.id,
    customerId: cart.customer_id,
    projectId: cart.project_id || null,
    status: cart.status,
    deliveryIdsInOrder: grouped.filter((delivery) => delivery.isIncludedInOrder).map((delivery) => delivery.deliveryId),
    deliveries: grouped,
    cartItems: items.map((item) => toItemView(item, byId.get(item.delivery_id))),
    updatedAt: iso(cart.updated_at),
  };
}
