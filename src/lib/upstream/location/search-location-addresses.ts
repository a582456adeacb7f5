import 'server-only';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';
import { LocationsAnswerSchema, type Location } from './get-locations';

/**
 * POST /locations/addresses/search: the pickup stores whose name, town or postal code match
 * every word of the query, in the same shape as GET /locations.
 */
export async function searchLocationAddresses(location: UpstreamService, query: string): Promise<Location[]> {
  const answer = await upstreamRequest(location, { method: 'POST', path: '/locations/addresses/search', body: { query }, schema: LocationsAnswerSchema });
  return answer.data;
}
