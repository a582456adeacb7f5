import { addDays, type IsoDate } from '../../../domain/calendar';

/** A stock row: quantity on the shelf, and an incoming delivery in `incoming_days` from today. */
export interface StockRow {
  location_id: string;
  quantity: number;
  stocked: number;
  order_multiple: number;
  incoming_days: number | null;
  incoming_quantity: number | null;
}

export type LocationType = 'STORE' | 'CENTRAL' | 'VIRTUAL';
export interface StockLocationRef {
  id: string;
  type: LocationType;
}

export type Availability = 'IN_STOCK' | 'INCOMING' | 'OUT_OF_STOCK' | 'NOT_STOCKED' | 'ORDER';

/** Spec point 3's stock per location. Days are delivery lead times to the buyer from there. */
export interface StockLocation {
  locationId: string;
  availability: Availability;
  availabilityDate: IsoDate | null;
  availabilityDateISO: string | null;
  availableFromDays: number | null;
  availableToDays: number | null;
  quantity: number;
  orderMultiple: number;
  stocked: boolean;
  status: 'ACTIVE' | 'DISCONTINUED';
  subAvailabilities: { date: IsoDate; quantity: number }[];
}

export interface Stock {
  stockType: string;
  articleNumber: string;
  locations: StockLocation[];
}

export interface StockInput {
  articleNumber: string;
  stockType: string;
  discontinued: boolean;
  rows: readonly StockRow[];
  locations: readonly StockLocationRef[];
  today: IsoDate;
}

/** Central storage texts of spec point 9: transit plus 10–15 days, virtual 5–10 days. */
const SUPPLIER_DAYS: Record<string, [number, number]> = { TRA_PLUS: [10, 15], VIR: [5, 10] };
const CENTRAL_DELIVERY: [number, number] = [1, 2];
const STORE_TRANSFER: [number, number] = [2, 4];

type Plan = Pick<StockLocation, 'availability' | 'availableFromDays' | 'availableToDays'> & { inDays: number | null };

/** How soon the central warehouse can ship, from its row and the article's stock type. */
function centralPlan(stockType: string, central: StockRow | undefined, extra: [number, number]): Plan {
  if (central && central.quantity > 0) return { availability: 'IN_STOCK', inDays: 0, availableFromDays: extra[0], availableToDays: extra[1] };
  if (central?.incoming_days != null) {
    const days = central.incoming_days;
    return { availability: 'INCOMING', inDays: days, availableFromDays: days + extra[0], availableToDays: days + extra[1] };
  }
  const supplier = SUPPLIER_DAYS[stockType];
  if (supplier) return { availability: 'ORDER', inDays: supplier[0], availableFromDays: supplier[0], availableToDays: supplier[1] };
  return { availability: 'OUT_OF_STOCK', inDays: null, availableFromDays: null, availableToDays: null };
}

function storePlan(stockType: string, row: StockRow | undefined, central: StockRow | undefined): Plan {
  if (row && row.quantity > 0) return { availability: 'IN_STOCK', inDays: 0, availableFromDays: 0, availableToDays: 0 };
  if (row?.incoming_days != null) return { availability: 'INCOMING', inDays: row.incoming_days, availableFromDays: row.incoming_days, availableToDays: row.incoming_days };
  // Nothing on this shelf: the store can still get it from central storage.
  const viaCentral = centralPlan(stockType, central, STORE_TRANSFER);
  return { ...viaCentral, availability: row ? 'OUT_OF_STOCK' : 'NOT_STOCKED', inDays: viaCentral.availableFromDays };
}

export function computeStock({ articleNumber, stockType, discontinued, rows, locations, today }: StockInput): Stock {
  const byLocation = new Map(rows.map((row) => [row.location_id, row]));
  const centralIds = locations.filter((l) => l.type === 'CENTRAL').map((l) => l.id);
  const central = rows.find((row) => centralIds.includes(row.location_id));
  return {
    stockType,
    articleNumber,
    locations: locations.map(({ id, type }) => {
      const row = type === 'VIRTUAL' ? central : byLocation.get(id);
      const plan =
        type === 'VIRTUAL'
          ? // Spec point 9: a virtual location means in stock (delivered by the supplier if need be).
            { ...centralPlan(stockType, central, CENTRAL_DELIVERY), availability: 'IN_STOCK' as const, inDays: 0 }
          : type === 'CENTRAL'
            ? centralPlan(stockType, row, CENTRAL_DELIVERY)
            : storePlan(stockType, row, central);
      const date = plan.inDays === null ? null : addDays(today, plan.inDays);
      const incoming = row?.incoming_days != null && row.incoming_quantity != null ? [{ date: addDays(today, row.incoming_days), quantity: row.incoming_quantity }] : [];
      return {
        locationId: id,
        availability: plan.availability,
        availabilityDate: date,
        availabilityDateISO: date ? `${date}T00:00:00.000Z` : null,
        availableFromDays: plan.availableFromDays,
        availableToDays: plan.availableToDays,
        quantity: row?.quantity ?? 0,
        orderMultiple: row?.order_multiple ?? central?.order_multiple ?? 1,
        stocked: type === 'VIRTUAL' || row?.stocked === 1,
        status: discontinued ? 'DISCONTINUED' : 'ACTIVE',
        subAvailabilities: incoming,
      };
    }),
  };
}
