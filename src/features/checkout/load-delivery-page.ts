import 'server-only';
import { callAsUser, getPermissions, getRequestContext, readCookie, reportRequestError } from '../../lib/request';
import { UpstreamError } from '../../lib/upstream';
import { decodeKeptDeliveryDays, usableKeptDays } from '../../lib/request/kept-delivery-days';
import { DELIVERY_DAYS_COOKIE } from '../../lib/request/user-cookies';
import { nextDeliveryDates, stockholmMinutes } from '../../../domain/calendar';
import { getDeliveryDates } from '../../lib/upstream/auth/get-delivery-dates';
import type { Cart } from '../../lib/upstream/cart/cart-schemas';
import { getCurrentCart } from '../../lib/upstream/cart/get-current-cart';
import type { Address } from '../../lib/upstream/auth/address-schemas';
import type { Location } from '../../lib/upstream/location/get-locations';
import { getAddresses } from '../../lib/upstream/auth/get-addresses';
import { getLocations } from '../../lib/upstream/location/get-locations';
import { calendarRules } from './calendar-rules';
import { offeredMethods, type DeliveryMethod } from './delivery-methods';
import { readPreferences, type DeliveryPreferences } from './saved-delivery';

export interface DeliveryPageData {
  cart: Cart;
  addresses: Address[];
  locations: Location[];
  methods: DeliveryMethod[];
  limited: boolean;
  preferences: DeliveryPreferences;
  suggestedDates: string[];
  today: string;
  extraClosedDates: string[];
}

/** How many upcoming delivery days the date field suggests. */
const SUGGESTED_DATES = 30;

/** Everything step 2 shows, fetched in parallel as the signed-in buyer. */
export async function loadDeliveryPage(): Promise<DeliveryPageData> {
  const { session, brand, services } = getRequestContext();
  const permissions = getPermissions();
  const rules = calendarRules();
  // The days fetched at sign-in for this customer (spec point 4) are offered as they are; only
  // without them (another customer chosen since, or all passed) is the service asked here.
  const keptDates = brand.features.fixedDeliveryDays ? usableKeptDays(decodeKeptDeliveryDays(readCookie(DELIVERY_DAYS_COOKIE)), session?.customerId, rules.today) : null;
  const [cart, addresses, locations, fixedDates] = await callAsUser((token) =>
    Promise.all([
      getCurrentCart(services.cart, { token, customerId: session?.customerId, projectId: session?.projectId }),
      getAddresses(services.auth, { token, customerId: session?.customerId }),
      getLocations(services.location),
      // Brands with fixed delivery days offer the customer's route days (spec point 4); a 404
      // there only means the customer has none, other failures are reported (spec point 8).
      // Either way the step offers the calendar's days.
      keptDates
        ? Promise.resolve(keptDates)
        : brand.features.fixedDeliveryDays && session?.customerId
        ? getDeliveryDates(services.auth, { customerId: session.customerId, accessToken: token }).catch((error: unknown) => {
            if (!(error instanceof UpstreamError && error.status === 404)) reportRequestError(error);
            return null;
          })
        : Promise.resolve(null),
    ]),
  );
  const calendarDates = nextDeliveryDates(rules, SUGGESTED_DATES);
  const suggestedDates = fixedDates ? fixedDates.filter((date) => calendarDates.includes(date)) : calendarDates;
  return {
    cart,
    addresses,
    locations,
    methods: offeredMethods({ minutesNow: stockholmMinutes(), allDeliveryMethods: permissions.allDeliveryMethods }),
    limited: !permissions.allDeliveryMethods,
    preferences: readPreferences(),
    suggestedDates,
    today: rules.today,
    extraClosedDates: [...rules.extraClosedDates],
  };
}
