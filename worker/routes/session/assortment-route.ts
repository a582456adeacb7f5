import type { Hono } from 'hono';
import { z } from 'zod';
import { AssortmentChoiceSchema } from '../../../src/lib/auth/assortment-choice';
import { locksAssortment } from '../../../src/lib/auth/assortment-lock';
import type { ShopEnv } from '../../../src/lib/request/shop-env';
import { assortmentChoiceCookie, clearedAssortmentChoiceCookie } from '../../session/assortment-choice-cookie';
import { isSameOrigin, readForm, redirectWithMessage, safeReturnTo } from './form-post';

/** The value is checked on its own below, so an unknown one gets its own message. */
const AssortmentForm = z.object({ choice: z.string().max(40).optional(), returnTo: z.string().optional() });

/**
 * POST /api/session/assortment: the buyer browses their customer's own assortment ('own') or the
 * full range ('full') from now on (decision 029). Refused for a token with EJ_ANDRA_SORTIMENT
 * (spec point 6). The answer is a redirect, so the next page renders menu, listings and search
 * in the chosen assortment; an unknown value changes nothing and says so.
 */
export function registerAssortmentRoute(app: Hono<ShopEnv>): void {
  app.post('/api/session/assortment', async (c) => {
    const { session } = c.var;
    if (!isSameOrigin(c)) return redirectWithMessage(c, '/', 'errors.forbidden_origin');
    if (!session?.customerId) return redirectWithMessage(c, '/', 'errors.please_login');
    const form = await readForm(c, AssortmentForm);
    const returnTo = safeReturnTo(form?.returnTo);
    if (!form) return redirectWithMessage(c, returnTo, 'errors.bad_request');
    const choice = AssortmentChoiceSchema.safeParse(form.choice);
    if (!choice.success) return redirectWithMessage(c, returnTo, 'assortment.choice.unknown');
    if (locksAssortment(session.customerPermissions)) return redirectWithMessage(c, returnTo, 'errors.forbidden_action');

    if (choice.data === 'own') {
      c.header('Set-Cookie', clearedAssortmentChoiceCookie(c), { append: true });
      return redirectWithMessage(c, returnTo, 'assortment.choice.nowOwn');
    }
    c.header('Set-Cookie', assortmentChoiceCookie(c, { userId: session.userId, customerId: session.customerId, choice: 'full' }), { append: true });
    return redirectWithMessage(c, returnTo, 'assortment.choice.nowFull');
  });
}
