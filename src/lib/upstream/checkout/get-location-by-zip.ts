import 'server-only';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';
import { ZipLocationSchema, type ZipLocation } from './checkout-schemas';

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
