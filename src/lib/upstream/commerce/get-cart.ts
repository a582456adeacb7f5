import 'server-only';
import { z } from 'zod';
import { commerceQuery } from './commerce-client';
import { PRICE_FRAGMENT, STOCK_FRAGMENT } from './fragments';
import type { UpstreamService } from '../upstream-service';
import { CartWithLinesSchema, type CartWithLines } from '../cart/cart-schemas';

/** getCart (spec point 7) with per-line price, stock and the part of the variant the cart shows. */
export const GET_CART_QUERY = /* GraphQL */ `
  query GetCart($customerId: String, $projectId: String, $stockInput: StockInput, $locationId: String, $completeOrderPrice: Boolean, $skipPrice: Boolean!) {
    getCart(customerId: $customerId, projectId: $projectId, stockInput: $stockInput, locationId: $locationId, useCache: false, completeOrderPrice: $completeOrderPrice) {
      cartId customerId projectId status deliveryIdsInOrder updatedAt
      deliveries {
        deliveryId deliveryMethod deliveryMethodName orderType locationId requestedDeliveryDate isIncludedInOrder cartItemIds
        orderDetails { deliveryMethod storeId addressId zipCode countryCode reference goodsLabel message contactName contactPhone }
      }
      cartItems {
        cartItemId articleNumber deliveryId quantity label requestedDeliveryDate isIncludedInOrder createdAt updatedAt
        variantSlug discontinued filterTags
        quote { quoteId quoteNumber validUntil holds }
        configuration { length packaging summary stockPerPiece }
        price @skip(if: $skipPrice) { ...PriceFields }
        stock { ...StockFields }
        variant {
          articleNumber name unit variantSlug discontinued stockedAt purchaseConstraints filterTags
          images { assetUrl }
          relations { type label articleNumber name variantSlug }
        }
      }
    }
  }
  ${PRICE_FRAGMENT}
  ${STOCK_FRAGMENT}
`;

const Answer = z.object({ getCart: CartWithLinesSchema });

export interface GetCartInput {
  token: string;
  customerId?: string | undefined;
  projectId?: string | undefined;
  /** Extra stock locations (the buyer's store), beside each delivery's own. */
  locationIds?: string[];
  /** False without viewPrices: the price is then never asked for, so it cannot leak. */
  withPrices: boolean;
  /** Prices as the order would have them (quantity brackets). */
  completeOrderPrice?: boolean;
}

export async function getCart(commerce: UpstreamService, input: GetCartInput): Promise<CartWithLines> {
  const { getCart: cart } = await commerceQuery(commerce, {
    document: GET_CART_QUERY,
    variables: {
      customerId: input.customerId,
      projectId: input.projectId,
      stockInput: input.locationIds?.length ? { locationIds: input.locationIds } : undefined,
      completeOrderPrice: input.completeOrderPrice ?? false,
      skipPrice: !input.withPrices,
    },
    token: input.token,
    schema: Answer,
  });
  return cart;
}
