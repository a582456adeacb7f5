import 'server-only';
import { z } from 'zod';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';

/** A day's opening hours ('07:00', '18:00'); null on a closed day. */
const DayHoursSchema = z.object({ opens: z.string(), closes: z.string() }).nullable();

/**
 * A store or warehouse as the location service answers it (spec point 7: "a list of stores with
 * id"). The one shape every reader of the location service uses: the store picker needs id and
 * name, checkout the type, town and services, the store finder the rest. What the spec does not
 * promise is optional, so an answer with less still parses and each view decides what it needs.
 */
export const LocationSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** 'STORE' or 'CENTRAL' (the central warehouse). */
  type: z.string().optional(),
  address: z.object({ street: z.string(), postalCode: z.string(), city: z.string() }).partial().optional(),
  location: z.object({ lat: z.number(), lon: z.number() }).optional(),
  phone: z.string().optional(),
  email: z.string().optional(),
  /** Keyed by weekday ('mon' … 'sun'). */
  openingHours: z.record(z.string(), DayHoursSchema).optional(),
  /** 'standard-pickup', 'express-pickup', … */
  services: z.array(z.string()).default([]),
});
export type Location = z.infer<typeof LocationSchema>;

export const LocationsAnswerSchema = z.object({ data: z.array(LocationSchema) });

export interface LocationQuery {
  type?: 'STORE' | 'CENTRAL' | undefined;
  /** Only locations offering this service, e.g. 'standard-pickup'. */
  service?: string | undefined;
  /** The list is public; a signed-in caller sends its token all the same. */
  token?: string | undefined;
}

/**
 * GET /locations[?type][&service]: stores and warehouses sorted by name. Without a filter, every
 * location with its town and services, so the delivery page can offer pickup stores
 * ('standard-pickup') and express stores ('express-pickup') from one call.
 */
export async function getLocations(location: UpstreamService, query: LocationQuery = {}): Promise<Location[]> {
  const answer = await upstreamRequest(location, {
    path: '/locations',
    token: query.token,
    query: { type: query.type, service: query.service },
    schema: LocationsAnswerSchema,
  });
  return answer.data;
}
