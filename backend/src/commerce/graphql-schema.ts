import { buildSchema } from 'graphql';
import { CART_SDL, withCartResolvers } from '../cart/cart-graphql';
import { FAVORITE_LISTS_SDL, withFavoriteListResolvers } from '../favourite-lists/list-graphql';

/**
 * The commerce GraphQL schema (spec point 7). Variant follows spec point 3; price and stock are
 * resolved lazily, so a query that skips them (skipPrice/skipStock, or @skip on the field)
 * costs no price or stock lookup. Other services (cart, favourites) add their fields here.
 */
export const COMMERCE_SDL = /* GraphQL */ `
  type Query {
    getVariants(
      articleNumbers: [String!]!
      deliveryId: String
      stockInput: StockInput
      locationId: String
      useCache: Boolean
      skipPrice: Boolean
      skipStock: Boolean
      completeOrderPrice: Boolean
      customerId: String
      "Prices one cut piece of this configuration (decision 035); every article must be configurable."
      configuration: ConfigurationInput
    ): [Variant!]!
  }

  input ConfigurationInput { length: Float!, packaging: String }

  input StockInput {
    deliveryOptions: [DeliveryOptionInput!]
    articles: [StockArticleInput!]
    locationIds: [String!]
    destination: DestinationInput
    requestedDeliveryDate: String
  }
  input DeliveryOptionInput { deliveryId: String!, locationId: String }
  input StockArticleInput { articleNumber: String!, quantity: Float }
  input DestinationInput { postalCode: String }

  type Variant {
    articleNumber: String!
    name: String!
    discontinued: Boolean!
    variantSlug: String!
    filterTags: [String!]!
    stockedAt: [String!]!
    purchaseConstraints: [String!]!
    webSalesUnit: WebSalesUnit!
    ean: String
    unit: String!
    product: Product!
    brands: [Brand!]!
    images: [Asset!]!
    attributes: [Attribute!]!
    warnings: [Warning!]!
    relations: [Relation!]!
    price: Price
    stock: Stock
    "The configuration priced, when getVariants was given one."
    configuration: VariantConfiguration
  }
  type VariantConfiguration { length: Float!, packaging: String, summary: String! }
  type WebSalesUnit { unit: String!, conversionFactor: Float!, conversionUnit: String! }
  type Product { id: String!, name: String!, breadcrumb: Breadcrumb!, categoryPaths: [String!]!, variants: [VariantSummary!]! }
  type Breadcrumb { parents: [CategoryRef!]! }
  type CategoryRef { id: String!, name: String!, slug: String!, path: String! }
  type VariantSummary { articleNumber: String!, name: String!, variantSlug: String!, discontinued: Boolean!, attributes: [Attribute!]! }
  type Brand { id: String!, name: String! }
  type Asset { assetType: String!, assetUrl: String!, assetLabel: String, assetMimeType: String! }
  type Attribute { attributeName: String!, attributeValue: String! }
  type Warning { code: String!, description: String!, signalWord: String, assetUrl: String, detailedDescription: String }
  type Relation { type: String!, label: String!, articleNumber: String!, name: String!, variantSlug: String!, categories: [String!]!, categoryBreadcrumbs: [CategoryRef!]! }

  type Price {
    netPrice: Float
    alloyingPrice: Float
    discountAmount: Float
    discountPercentage: Float
    discounts: [Discount!]!
    salesPrice: Float
    salesPriceIncludingVat: Float
    salesPriceUnit: String!
    priceType: String!
    preCampaignPrice: Float
    askForPrice: Boolean!
    hasBracketPrices: Boolean!
  }
  type Discount { amount: Float!, name: String!, percentage: Float!, type: String! }

  type Stock { stockType: String!, articleNumber: String!, locations: [StockLocation!]! }
  type StockLocation {
    locationId: String!
    availability: String!
    availabilityDate: String
    availabilityDateISO: String
    availableFromDays: Int
    availableToDays: Int
    quantity: Float!
    orderMultiple: Int!
    stocked: Boolean!
    status: String!
    subAvailabilities: [SubAvailability!]!
  }
  type SubAvailability { date: String!, quantity: Float! }
`;

// Built once per isolate: the schema is immutable, so sharing it between requests is safe.
// The cart service's fields (getCart …) and the favourite lists' (getFavoriteLists) are merged in with their own resolvers.
export const commerceSchema = withFavoriteListResolvers(withCartResolvers(buildSchema(COMMERCE_SDL + CART_SDL + FAVORITE_LISTS_SDL)));
