import type { Hono } from 'hono';
import { z } from 'zod';
import { getCustomers } from '../../../src/lib/upstream/auth/get-customers';
import { getUser } from '../../../src/lib/upstream/auth/get-user';
import { chooseContext, customersOnOffer } from '../../session/context-choice';
import { clearedAssortmentChoiceCookie } from '../../session/assortment-choice-cookie';
import { clearedContextCookie, contextCookie } from '../../session/session-cookies';
import type { ShopEnv } from '../../../src/lib/request/shop-env';
import { isSameOrigin, readForm, redirectWithMessage, safeReturnTo } from './form-post';
import { servicesOf } from '../../../src/lib/request/request-context';
import { bringCartAlong } from './bring-cart-along';

/** `context` is "customerId|projectId" (project may be empty), as the header picker sends it. */
const ContextForm = z.object({
  context: z.string().max(130).optional(),
  clear: z.string().optional(),
  /** "1": the lines of the cart in the old context move into the cart of the new one. */
  bringCart: z.literal('1').optional(),
  returnTo: z.string().optional(),
});

/**
 * POST /api/session/context: sets the customer and project the buyer works in (checked against
 * the customers the auth service lists for them, and for a user with EJ_ANDRA_SORTIMENT against
 * those of the same assortment), or sets it back to the profile's defaults. Carts are kept per
 * customer and project; with bringCart the lines of the cart the buyer leaves come along (spec
 * point 7's cart transfer). A failed transfer still changes the context and says so
 * (errors.transfer_cart): the lines stay in the old context's cart, nothing is lost.
 */
export function registerContextRoute(app: Hono<ShopEnv>): void {
  app.post('/api/session/context', async (c) => {
    const { session, accessToken } = c.var;
    if (!isSameOrigin(c)) return redirectWithMessage(c, '/', 'errors.forbidden_origin');
    if (!session || !accessToken) return redirectWithMessage(c, '/', 'errors.please_login');
    const form = await readForm(c, ContextForm);
    const returnTo = safeReturnTo(form?.returnTo);
    if (!form) return redirectWithMessage(c, returnTo, 'errors.bad_request');

    const auth = servicesOf(c).auth;
    const loaded = await Promise.all([getUser(auth, { userId: session.userId, accessToken }), getCustomers(auth, accessToken)]).catch(() => null);
    if (!loaded) return redirectWithMessage(c, returnTo, 'errors.auth_service_not_available');
    const [user, customers] = loaded;
    if (form.clear) {
      // Back to the profile's default customer and project, as sign-in chooses them: without a
      // choice the session would take the token's first customer, and no project.
      const defaults = chooseContext(undefined, user, customersOnOffer(user, customers, session));
      c.header('Set-Cookie', defaults ? contextCookie(c, { userId: session.userId, ...defaults }) : clearedContextCookie(c), { append: true });
      c.header('Set-Cookie', clearedAssortmentChoiceCookie(c), { append: true });
      return redirectWithMessage(c, returnTo, 'context.cleared');
    }
    const [customerId, project] = (form.context ?? '').split('|');
    const customer = customersOnOffer(user, customers, session).find((candidate) => candidate.customerId === customerId);
    const projectId = project || undefined;
    const projectOk = !projectId || customer?.projects.some((project) => project.projectId === projectId);
    if (!customer || !projectOk) return redirectWithMessage(c, returnTo, 'errors.forbidden_action');

    c.header('Set-Cookie', contextCookie(c, { userId: session.userId, customerId: customer.customerId, projectId }), { append: true });
    // The assortment choice was made for the customer left behind (decision 029).
    if (customer.customerId !== session.customerId) c.header('Set-Cookie', clearedAssortmentChoiceCookie(c), { append: true });
    if (!form.bringCart) return redirectWithMessage(c, returnTo, 'context.changed');
    const moved = await bringCartAlong(c, { from: { customerId: session.customerId, projectId: session.projectId }, to: { customerId: customer.customerId, projectId } });
    return redirectWithMessage(c, returnTo, moved === 'failed' ? 'errors.transfer_cart' : moved === 'moved' ? 'context.changedWithCart' : 'context.changed');
  });
}
