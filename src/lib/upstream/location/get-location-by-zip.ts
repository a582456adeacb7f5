import 'server-only';
import { z } from 'zod';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';
import { LocationSchema } from './get-locations';

/** GET /locations/by-zip: where a delivery to a postal code comes from. */
export const ZipLocationSchema = z.object({
  zipCode: z.string(),
  countryCode: z.enum(['SE', 'AX']),
  deliveryMethod: z.string(),
  deliveryId: z.string(),
  location: LocationSchema,
});
export type ZipLocation = z.infer<typeof ZipLocationSchema>;

/**
 * GET /locations/by-zip: the location and delivery id serving a postal code for a method.
 * Express to Åland answers 422 express_not_available.
 */
export function getLocationByZip(location: UpstreamService, input: { zipCode: string; deliveryMethod: string; countryCode?: 'SE' | 'AX' | undefined }): Promise<ZipLocation> {
  return upstreamRequest(location, {
    path: '/locations/by-zip',
    query: { zipCode: input.zipCode, deliveryMethod: input.deliveryMethod, countryCode: input.countryCode },
    schema: ZipLocationSchema,
  });
}
