import { t } from '../texts';
import { href } from './href';
import { routeTable, type RouteDefinition, type RouteName } from './route-table';

type CheckoutRoute = RouteDefinition & { analyticsStep: number };

const isCheckoutStep = (route: RouteDefinition): route is CheckoutRoute => route.isCheckoutPage === true && route.analyticsStep !== undefined;

/** The checkout's pages in the order of the table's `analyticsStep`: cart, delivery, summary, receipt. */
export const checkoutRoutes: readonly CheckoutRoute[] = routeTable.filter(isCheckoutStep).sort((a, b) => a.analyticsStep - b.analyticsStep);

/** The stepper shows the steps before the order is placed; the receipt ends the checkout, with no way back. */
const stepperRoutes = checkoutRoutes.slice(0, -1);

/** The checkout stepper's steps (cart → delivery → summary), labelled with each route's title. */
export function checkoutStepperSteps(): { path: `/${string}`; label: string }[] {
  // Checkout pages take no parameters, so the table's name is all href needs.
  return stepperRoutes.map((route) => ({ path: href(route.name as RouteName), label: t(route.title) }));
}
