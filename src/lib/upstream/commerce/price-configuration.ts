import 'server-only';
import { z } from 'zod';
import type { Configuration } from '../../../../domain/product-configuration';
import type { UpstreamService } from '../upstream-service';
import { commerceQuery } from './commerce-client';

export const PRICE_CONFIGURATION_QUERY = /* GraphQL */ `
  query PriceConfiguration($articleNumbers: [String!]!, $customerId: String, $configuration: ConfigurationInput) {
    getVariants(articleNumbers: $articleNumbers, customerId: $customerId, configuration: $configuration, skipStock: true) {
      articleNumber
      price { netPrice alloyingPrice priceType askForPrice }
      configuration { summary }
    }
  }
`;

const Answer = z.object({
  getVariants: z.array(
    z.object({
      articleNumber: z.string(),
      price: z.object({ netPrice: z.number().nullable(), alloyingPrice: z.number().nullable(), priceType: z.string(), askForPrice: z.boolean() }).nullable(),
      configuration: z.object({ summary: z.string() }).nullable(),
    }),
  ),
});

export interface ConfiguredPrice {
  /** One cut piece, kronor, alloying included; null when the buyer sees no prices or must ask. */
  piecePrice: number | null;
  /** The alloying surcharge in that price (it follows the length); null when there is none or no price. */
  alloying: number | null;
  summary: string;
}

/**
 * getVariants with a configuration (decision 035): the commerce service checks the rules again
 * and prices one cut piece for the customer. The shop never computes a price itself.
 */
export async function priceConfiguration(commerce: UpstreamService, input: { token: string; customerId: string | undefined; articleNumber: string; configuration: Configuration; withPrice: boolean }): Promise<ConfiguredPrice | null> {
  const { getVariants } = await commerceQuery(commerce, {
    document: PRICE_CONFIGURATION_QUERY,
    variables: { articleNumbers: [input.articleNumber], customerId: input.withPrice ? input.customerId : undefined, configuration: { length: input.configuration.length, packaging: input.configuration.packaging ?? null } },
    token: input.token,
    schema: Answer,
  });
  const [variant] = getVariants;
  if (!variant?.configuration) return null;
  const price = input.withPrice ? variant.price : null;
  const piecePrice = price && !price.askForPrice && price.netPrice !== null ? Math.round((price.netPrice + (price.alloyingPrice ?? 0)) * 100) / 100 : null;
  const alloying = piecePrice !== null && price?.alloyingPrice ? price.alloyingPrice : null;
  return { piecePrice, alloying, summary: variant.configuration.summary };
}
