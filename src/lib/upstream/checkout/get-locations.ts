import 'server-only';
import { z } from 'zod';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';
import { LocationSchema, type Location } from './checkout-schemas';

/**
 * GET /locations: every store and warehouse with its town and services, so the delivery page can
 * offer pickup stores ('standard-pickup') and express stores ('express-pickup') from one call.
 */
export async function getLocations(location: UpstreamService): Promise<Location[]> {
  const answer = await upstreamRequest(location, { path: '/locations', schema: z.object({ data: z.array(LocationSchema) }) });
  return answer.data;
}
