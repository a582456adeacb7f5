import { z } from 'zod';
import { describeIssues } from '../lib/validate';
import { badRequest } from '../lib/api-error';

const ArticleNumber = z.string().trim().min(1).max(20);
const LocationId = z.string().trim().min(1).max(40);
const DeliveryId = z.string().trim().min(1).max(20);

/** getVariants arguments as GraphQL delivers them (absent optionals may be null). */
export const GetVariantsArgsSchema = z.object({
  articleNumbers: z.array(ArticleNumber).max(200, 'At most 200 article numbers per call'),
  deliveryId: DeliveryId.nullish(),
  stockInput: z
    .object({
      deliveryOptions: z.array(z.object({ deliveryId: DeliveryId, locationId: LocationId.nullish() })).max(20).nullish(),
      articles: z.array(z.object({ articleNumber: ArticleNumber, quantity: z.number().positive().max(1_000_000).nullish() })).max(200).nullish(),
      locationIds: z.array(LocationId).max(60).nullish(),
      destination: z.object({ postalCode: z.string().trim().max(10).nullish() }).nullish(),
      requestedDeliveryDate: z.string().regex(/^\d{4}-\d{2}-\d{2}/, 'Expected an ISO date').nullish(),
    })
    .nullish(),
  locationId: LocationId.nullish(),
  useCache: z.boolean().nullish(),
  skipPrice: z.boolean().nullish(),
  skipStock: z.boolean().nullish(),
  completeOrderPrice: z.boolean().nullish(),
  customerId: z.string().trim().min(1).max(40).nullish(),
  /** A configuration to price (decision 035): every article asked for must be configurable. */
  configuration: z.object({ length: z.number().finite(), packaging: z.string().trim().min(1).max(20).nullish() }).nullish(),
});
export type GetVariantsArgs = z.infer<typeof GetVariantsArgsSchema>;

export function parseGetVariantsArgs(args: unknown): GetVariantsArgs {
  const parsed = GetVariantsArgsSchema.safeParse(args);
  if (!parsed.success) throw badRequest(describeIssues(parsed.error));
  return parsed.data;
}

/** Every location the call names: stockInput.locationIds, locationId, the delivery options' locations. */
export function requestedLocationIds(args: GetVariantsArgs): string[] {
  const ids = [
    ...(args.stockInput?.locationIds ?? []),
    ...(args.locationId ? [args.locationId] : []),
    ...(args.stockInput?.deliveryOptions ?? []).flatMap((option) => (option.locationId ? [option.locationId] : [])),
  ];
  return [...new Set(ids)];
}

/** The ordered quantity per article (stockInput.articles), for completeOrderPrice brackets. */
export const orderedQuantities = (args: GetVariantsArgs): Map<string, number> =>
  new Map((args.stockInput?.articles ?? []).flatMap((article) => (article.quantity ? [[article.articleNumber, article.quantity] as const] : [])));
