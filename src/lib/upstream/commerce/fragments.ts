/** GraphQL documents for the commerce service. Price and stock are fragments a caller can skip. */

export const PRICE_FRAGMENT = /* GraphQL */ `
  fragment PriceFields on Price {
    netPrice
    alloyingPrice
    discountAmount
    discountPercentage
    discounts { amount name percentage type }
    salesPrice
    salesPriceIncludingVat
    salesPriceUnit
    priceType
    preCampaignPrice
    askForPrice
    hasBracketPrices
  }
`;

export const STOCK_FRAGMENT = /* GraphQL */ `
  fragment StockFields on Stock {
    stockType
    articleNumber
    locations {
      locationId availability availabilityDate availabilityDateISO availableFromDays availableToDays
      quantity orderMultiple stocked status
      subAvailabilities { date quantity }
    }
  }
`;

export const VARIANT_FRAGMENT = /* GraphQL */ `
  fragment VariantFields on Variant {
    articleNumber name discontinued variantSlug filterTags stockedAt purchaseConstraints
    webSalesUnit { unit conversionFactor conversionUnit }
    ean unit
    product {
      id name categoryPaths
      breadcrumb { parents { id name slug path } }
      variants { articleNumber name variantSlug discontinued attributes { attributeName attributeValue } }
    }
    brands { id name }
    images { assetType assetUrl assetLabel assetMimeType }
    attributes { attributeName attributeValue }
    warnings { code description signalWord assetUrl detailedDescription }
    relations { type label articleNumber name variantSlug categories categoryBreadcrumbs { id name slug path } }
  }
`;

/** getVariants with its arguments, selecting `fields` of each variant, plus price and stock unless skipped. */
const getVariantsQuery = (name: string, fields: string, fragments: string) => /* GraphQL */ `
  query ${name}(
    $articleNumbers: [String!]!
    $deliveryId: String
    $stockInput: StockInput
    $locationId: String
    $useCache: Boolean
    $skipPrice: Boolean!
    $skipStock: Boolean!
    $completeOrderPrice: Boolean
    $customerId: String
  ) {
    getVariants(
      articleNumbers: $articleNumbers
      deliveryId: $deliveryId
      stockInput: $stockInput
      locationId: $locationId
      useCache: $useCache
      skipPrice: $skipPrice
      skipStock: $skipStock
      completeOrderPrice: $completeOrderPrice
      customerId: $customerId
    ) {
      ${fields}
      price @skip(if: $skipPrice) { ...PriceFields }
      stock @skip(if: $skipStock) { ...StockFields }
    }
  }
  ${fragments}
  ${PRICE_FRAGMENT}
  ${STOCK_FRAGMENT}
`;

export const GET_VARIANTS_QUERY = getVariantsQuery('GetVariants', '...VariantFields', VARIANT_FRAGMENT);

/**
 * What a product card's offer needs (price, stock, purchasability), nothing of the product: a
 * listing asks this for up to 48 cards per page, where the whole variant was about 5.5 KB each
 * to send, parse and check.
 */
export const GET_OFFERS_QUERY = getVariantsQuery('GetOffers', 'articleNumber discontinued stockedAt purchaseConstraints unit', '');

/**
 * What a line in an order or a shopping list shows of its article: the whole variant also brings
 * its product's every variant with their attributes, breadcrumbs and relations' categories, which
 * the commerce service looks up only when asked. A 200-line order's page waited 113 ms for them.
 */
export const GET_LINE_VARIANTS_QUERY = getVariantsQuery('GetLineVariants', 'articleNumber name discontinued variantSlug unit images { assetUrl } relations { type articleNumber name variantSlug }', '');
