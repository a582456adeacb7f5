import type { GraphQLSchema } from 'graphql';
import type { CommerceContext } from '../commerce/get-variants';
import { activeDeliveryIdsInCart, getCart, getCartWithVariants } from './cart-graphql-resolvers';

/**
 * The cart fields of the commerce GraphQL schema (spec point 7), merged into it by
 * commerce/graphql-schema.ts. Price, Stock, Variant and StockInput are the commerce types;
 * price, stock and variant of a line are resolved lazily, so a query that does not ask for them
 * costs no price or stock lookup.
 */
export const CART_SDL = /* GraphQL */ `
  extend type Query {
    getCart(cartId: String, customerId: String, projectId: String, stockInput: StockInput, locationId: String, useCache: Boolean, completeOrderPrice: Boolean): Cart!
    getCartWithVariants(cartId: String, customerId: String, projectId: String, stockInput: StockInput, locationId: String, useCache: Boolean, completeOrderPrice: Boolean): Cart!
    activeDeliveryIdsInCart(cartId: String, customerId: String, projectId: String): Cart!
  }

  type Cart {
    cartId: String!
    customerId: String!
    projectId: String
    status: String!
    deliveryIdsInOrder: [String!]!
    deliveries: [CartDelivery!]!
    cartItems: [CartItem!]!
    updatedAt: String!
  }

  type CartDelivery {
    deliveryId: String!
    deliveryMethod: String!
    deliveryMethodName: String!
    orderType: String!
    locationId: String!
    requestedDeliveryDate: String
    isIncludedInOrder: Boolean!
    cartItemIds: [String!]!
    "What the buyer chose on the delivery step; null until then."
    orderDetails: CartDeliveryOrderDetails
  }

  "What the buyer chose for a delivery; deliveryMethod null: the way is not chosen yet."
  type CartDeliveryOrderDetails {
    deliveryMethod: String
    storeId: String
    addressId: String
    zipCode: String
    countryCode: String
    reference: String
    goodsLabel: String
    message: String
    contactName: String
    contactPhone: String
  }

  type CartItem {
    cartItemId: String!
    articleNumber: String!
    deliveryId: String!
    quantity: Float!
    label: String
    requestedDeliveryDate: String
    isIncludedInOrder: Boolean!
    createdAt: String!
    updatedAt: String!
    "Null when the article is no longer in the catalogue (the cart shows variantMissing)."
    variantSlug: String
    discontinued: Boolean!
    filterTags: [String!]!
    price: Price
    stock: Stock
    variant: Variant
    "Set on a line an accepted quote put in the cart; holds is false once its price no longer applies."
    quote: CartItemQuote
    "A configured line's choice and summary (decision 035); null for a plain line. price is then one cut piece's."
    configuration: CartItemConfiguration
  }

  type CartItemConfiguration {
    length: Float!
    packaging: String
    summary: String!
    "Units of the article's stock one cut piece takes (its length ÷ metres per sold unit): stock is compared in these."
    stockPerPiece: Float
  }

  type CartItemQuote {
    quoteId: String!
    quoteNumber: String!
    validUntil: String
    quotedQuantity: Float!
    holds: Boolean!
  }
`;

type Resolver = (args: unknown, context: CommerceContext) => unknown;
const RESOLVERS: Record<string, Resolver> = { getCart, getCartWithVariants, activeDeliveryIdsInCart };

/** Sets the cart query fields' resolvers on the built schema (the commerce rootValue stays as it is). */
export function withCartResolvers(schema: GraphQLSchema): GraphQLSchema {
  const fields = schema.getQueryType()?.getFields() ?? {};
  for (const [name, resolve] of Object.entries(RESOLVERS)) {
    const field = fields[name];
    if (field) field.resolve = (_root, args, context: CommerceContext) => resolve(args, context);
  }
  return schema;
}
