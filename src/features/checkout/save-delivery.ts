'use server';

import { unstable_redirect as redirect } from 'waku/router/server';
import { callAsUser, formActionArgs, getPermissions, getRequestContext, parsedAction } from '../../lib/request';
import { stockholmMinutes } from '../../../domain/calendar';
import { href } from '../../lib/routes/href';
import { t } from '../../lib/texts';
import { UpstreamError } from '../../lib/upstream';
import { getCurrentCart } from '../../lib/upstream/cart/get-current-cart';
import { upstreamErrorCode } from '../../lib/upstream/upstream-error-code';
import { getAddresses } from '../../lib/upstream/auth/get-addresses';
import { getLocations } from '../../lib/upstream/location/get-locations';
import { calendarRules } from './calendar-rules';
import { checkOrderReferences } from './check-order-references';
import { applyDelivery } from './apply-delivery';
import { fieldName, type DeliveryFormState } from './delivery-form-state';
import { offeredMethods } from './delivery-methods';
import { readDeliveryForm } from './read-delivery-form';
import { readPreferences, writePreferences } from './saved-delivery';
import { validateDelivery, type DeliveryPlan } from './validate-delivery';

/**
 * Server action behind the delivery page: checks every delivery, moves lines to the chosen
 * method and store, saves each delivery's date and choice in the cart (the summary and the
 * checkout read them from there, on any device) and goes on to step 3. The browser keeps only
 * the buyer's preferences (store and zip code per method). The services check everything again;
 * their refusals come back here as field messages.
 */
export const saveDelivery = parsedAction(formActionArgs<DeliveryFormState>(), (failure): DeliveryFormState => ({ status: 'invalid', message: failure.message, errors: {}, values: {} }), async (_previous, form): Promise<DeliveryFormState> => {
  const { session } = getRequestContext();
  const { deliveries, values } = readDeliveryForm(form);
  const invalid = (message: string, errors: Record<string, string> = {}): DeliveryFormState => ({ status: 'invalid', message, errors, values });
  if (!session) return invalid(t('errors.please_login'));
  const { services } = getRequestContext();
  const permissions = getPermissions();

  try {
    const [cart, addresses, locations] = await callAsUser((token) =>
      Promise.all([
        getCurrentCart(services.cart, { token, customerId: session.customerId, projectId: session.projectId }),
        getAddresses(services.auth, { token, customerId: session.customerId }),
        getLocations(services.location),
      ]),
    );
    const rules = { offered: offeredMethods({ minutesNow: stockholmMinutes(), allDeliveryMethods: permissions.allDeliveryMethods }), addresses, locations, calendar: calendarRules() };
    const errors: Record<string, string> = {};
    const plans: DeliveryPlan[] = [];
    for (const delivery of cart.deliveries) {
      const index = deliveries.findIndex((input) => input.deliveryId === delivery.deliveryId);
      // A delivery the form does not know (added in another tab) still needs its method chosen.
      if (index < 0) return invalid(t('errors.select_delivery_method'));
      const input = deliveries[index];
      if (!input) continue;
      const checked = validateDelivery(input, index, rules);
      Object.assign(errors, checked.errors);
      if (checked.plan) plans.push(checked.plan);
    }
    if (Object.keys(errors).length === 0) Object.assign(errors, await callAsUser((token) => checkOrderReferences(plans, { auth: services.auth, token, customerId: session.customerId })));
    if (Object.keys(errors).length > 0) return invalid(t('validation.checkFields'), errors);

    const preferences = readPreferences();
    for (const plan of plans) {
      const items = cart.deliveries.find((delivery) => delivery.deliveryId === plan.deliveryId)?.cartItemIds ?? [];
      const outcome = await applyDelivery(plan, { cartId: cart.cartId, cartItemIds: items });
      if ('error' in outcome) return invalid(outcome.message ?? t('validation.checkFields'), { [fieldName(outcome.field, plan.index)]: outcome.error });
      if (plan.storeId) preferences.selectedLocations[plan.method.id] = plan.storeId;
      if (plan.zipCode) preferences.zipCodes[plan.method.id] = plan.zipCode;
    }
    writePreferences(preferences);
  } catch (error) {
    if (error instanceof UpstreamError) return invalid(t(upstreamErrorCode(error) === 'cart_locked' ? 'checkoutFlow.summary.inProgress' : error.textKey));
    throw error;
  }
  redirect(href('summary'));
});
