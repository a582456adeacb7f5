import 'server-only';
import type { UpstreamService } from '../upstream-service';
import { getLocations, type Location } from './get-locations';

/** A location a buyer can pick up from: the store pickers' name for it. */
export type Store = Location;

/**
 * GET /locations?service=standard-pickup: the stores a buyer can pick up from, sorted by name.
 * The one location reader with the pickup filter, kept by name because many callers ask this.
 */
export function getStores(location: UpstreamService, accessToken: string | undefined): Promise<Store[]> {
  return getLocations(location, { service: 'standard-pickup', token: accessToken });
}
