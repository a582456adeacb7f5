import { z } from 'zod';

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

const TimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const DayHoursSchema = z.object({ opens: TimeSchema, closes: TimeSchema }).nullable();
export const OpeningHoursSchema = z.object(Object.fromEntries(WEEKDAYS.map((day) => [day, DayHoursSchema])) as Record<(typeof WEEKDAYS)[number], typeof DayHoursSchema>);

/** A store or central warehouse as the location service answers it. */
export interface Store {
  id: string;
  name: string;
  type: 'STORE' | 'CENTRAL';
  address: { street: string; postalCode: string; city: string };
  location: { lat: number; lon: number };
  phone: string;
  email: string;
  openingHours: z.infer<typeof OpeningHoursSchema>;
  services: string[];
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

export const StoreRowSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    type: z.enum(['STORE', 'CENTRAL']),
    street: z.string(),
    postal_code: z.string(),
    city: z.string(),
    lat: z.number(),
    lon: z.number(),
    phone: z.string(),
    email: z.string(),
    opening_hours: z.string().transform(parseJson).pipe(OpeningHoursSchema),
    services: z.string().transform(parseJson).pipe(z.array(z.string())),
  })
  .transform(
    (row): Store => ({
      id: row.id,
      name: row.name,
      type: row.type,
      address: { street: row.street, postalCode: row.postal_code, city: row.city },
      location: { lat: row.lat, lon: row.lon },
      phone: row.phone,
      email: row.email,
      openingHours: row.opening_hours,
      services: row.services,
    }),
  );

/** Swedish alphabetical order (Å, Ä, Ö after Z, in that order), as the store pickers show it. */
export const byName = (a: Store, b: Store): number => a.name.localeCompare(b.name, 'sv') || a.id.localeCompare(b.id);
