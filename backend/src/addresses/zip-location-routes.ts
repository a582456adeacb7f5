import { z } from 'zod';
import { DEFAULT_DELIVERY_METHOD, DELIVERY_METHOD_IDS } from '../../../domain/delivery/delivery-methods';
import type { BackendEnv } from '../backend-env';
import { ApiError, badRequest, notFound } from '../lib/api-error';
import { createRouter } from '../lib/create-router';
import { validateQuery } from '../lib/validate';
import { DELIVERY_METHODS } from '../cart/delivery-methods';
import { toDeliveryId } from '../cart/delivery-id';
import { loadStores } from '../locations/store-repository';
import { countryOfZip, expressZipError, formatZip, isValidZip, normalizeZip } from '../../../domain/delivery/zip-codes';
import { locationForZip } from './zip-location';

/**
 * GET /locations/by-zip?zipCode&deliveryMethod[&countryCode]: where a delivery to this postal
 * code comes from, with the delivery id to put the lines under. Public like the store list.
 */
export const zipLocationRoutes = createRouter<BackendEnv>();

const ByZipQuery = z.object({
  zipCode: z.string().trim().min(1, 'Required').max(12),
  deliveryMethod: z.enum(DELIVERY_METHOD_IDS).default(DEFAULT_DELIVERY_METHOD),
  countryCode: z.enum(['SE', 'AX']).optional(),
});

zipLocationRoutes.get('/locations/by-zip', validateQuery(ByZipQuery), async (c) => {
  const { zipCode, deliveryMethod, countryCode } = c.req.valid('query');
  const zip = normalizeZip(zipCode);
  const country = zip ? countryOfZip(zip, countryCode) : null;
  if (!zip || !country || !isValidZip(zip, country)) throw badRequest('zipCode: Expected five digits, a postal code of Sweden or Åland', 'invalid_zip_code');
  const method = DELIVERY_METHODS[deliveryMethod];
  if (method.requiresZipCode && expressZipError(zip, country) === 'express_not_available') {
    throw new ApiError(422, 'express_not_available', 'Express delivery does not reach Åland');
  }
  const location = locationForZip(zip, method, await loadStores(c.env.DB));
  if (!location) throw notFound('No location serves this postal code for the delivery method');
  return c.json(
    { zipCode: formatZip(zip, country), countryCode: country, deliveryMethod, deliveryId: toDeliveryId(method.id, location.id), location },
    200,
    { 'Cache-Control': 'public, max-age=300' },
  );
});
