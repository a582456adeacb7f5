import 'server-only';
import { z } from 'zod';
import type { Permissions } from '../../auth/permissions';
import { LineVariantSchema, OfferVariantSchema, VariantSchema, type LineVariant, type OfferVariant, type Variant } from '../../catalogue/variant';
import type { UpstreamService } from '../upstream-service';
import { commerceQuery } from './commerce-client';
import { GET_LINE_VARIANTS_QUERY, GET_OFFERS_QUERY, GET_VARIANTS_QUERY } from './fragments';

export interface GetVariantsInput {
  articleNumbers: string[];
  token?: string | undefined;
  customerId?: string | undefined;
  /** The store whose stock and pickup price apply; VIRTUAL is never used for prices. */
  locationId?: string | undefined;
  deliveryId?: string | undefined;
  locationIds?: string[];
  /** What the viewer may see: no price is even asked for without viewPrices. */
  permissions: Pick<Permissions, 'viewPrices' | 'viewDiscounts'>;
  skipStock?: boolean;
}

const Answer = z.object({ getVariants: z.array(VariantSchema) });
const OffersAnswer = z.object({ getVariants: z.array(OfferVariantSchema) });
const LinesAnswer = z.object({ getVariants: z.array(LineVariantSchema) });

/**
 * getVariants for many article numbers in one call (pages batch per page, never per card).
 * A buyer without the right to see prices gets none: the price is not requested, so it cannot
 * leak into the HTML or the RSC payload; without the right to see discounts they are removed.
 */
export async function getVariants(commerce: UpstreamService, input: GetVariantsInput): Promise<Variant[]> {
  return fetchVariants(commerce, input, GET_VARIANTS_QUERY, Answer);
}

/** The same call for product cards: only what an offer is worked out from (GET_OFFERS_QUERY). */
export async function getOffers(commerce: UpstreamService, input: GetVariantsInput): Promise<OfferVariant[]> {
  return fetchVariants(commerce, input, GET_OFFERS_QUERY, OffersAnswer);
}

/** The same call for lines of an order or a list: only what a line shows (GET_LINE_VARIANTS_QUERY). */
export async function getLineVariants(commerce: UpstreamService, input: GetVariantsInput): Promise<LineVariant[]> {
  return fetchVariants(commerce, input, GET_LINE_VARIANTS_QUERY, LinesAnswer);
}

async function fetchVariants<V extends Pick<OfferVariant, 'price'>>(commerce: UpstreamService, input: GetVariantsInput, document: string, schema: z.ZodType<{ getVariants: V[] }>): Promise<V[]> {
  if (input.articleNumbers.length === 0) return [];
  const skipPrice = !input.permissions.viewPrices || !input.customerId;
  const locationId = input.locationId === 'VIRTUAL' ? undefined : input.locationId;
  const { getVariants: variants } = await commerceQuery(commerce, {
    document,
    variables: {
      articleNumbers: [...new Set(input.articleNumbers)],
      skipPrice,
      skipStock: input.skipStock ?? false,
      customerId: skipPrice ? undefined : input.customerId,
      locationId,
      deliveryId: input.deliveryId,
      stockInput: input.locationIds ? { locationIds: input.locationIds } : undefined,
    },
    token: input.token,
    schema,
  });
  return input.permissions.viewDiscounts ? variants : variants.map(withoutDiscounts);
}

function withoutDiscounts<V extends Pick<OfferVariant, 'price'>>(variant: V): V {
  if (!variant.price) return variant;
  const { discountAmount: _amount, discountPercentage: _percentage, discounts: _discounts, ...price } = variant.price;
  return { ...variant, price: { ...price, discounts: [] } };
}
