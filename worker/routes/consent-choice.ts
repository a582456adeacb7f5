import type { Hono } from 'hono';
import { generateCookie } from 'hono/cookie';
import { z } from 'zod';
import { CONSENT_CHOICE_PATH, CONSENT_COOKIE, CONSENT_COOKIE_MAX_AGE, formatConsentCookie, QUICK_ANSWERS, type QuickAnswer } from '../../src/features/consent/consent-groups';
import { cookieAttributes } from '../../src/lib/request/cookie-policy';
import { readEnvironment } from '../../src/lib/request/environment';
import type { ShopEnv } from '../../src/lib/request/shop-env';
import { isSameOrigin, readForm, redirectWithMessage, refererPath } from './session/form-post';

const ConsentForm = z.object({ consent: z.enum(Object.keys(QUICK_ANSWERS) as [QuickAnswer, ...QuickAnswer[]]) });

/**
 * POST /api/consent: the banner is in the server's HTML and paints seconds before its scripts run
 * on a slow phone. A press in that time posts its form here instead of being lost: the choice is
 * written to the same cookie the banner's script writes (readable by scripts, so not HttpOnly),
 * and the visitor goes back to the page, where the scripts publish it as usual.
 */
export function registerConsentChoiceRoute(app: Hono<ShopEnv>): void {
  app.post(CONSENT_CHOICE_PATH, async (c) => {
    if (!isSameOrigin(c)) return redirectWithMessage(c, '/', 'errors.forbidden_origin');
    const form = await readForm(c, ConsentForm);
    const back = refererPath(c) ?? '/';
    if (!form) return redirectWithMessage(c, back, 'errors.bad_request');
    const attributes = { ...cookieAttributes({ environment: readEnvironment(c.env) }, CONSENT_COOKIE_MAX_AGE), httpOnly: false };
    c.header('Set-Cookie', generateCookie(CONSENT_COOKIE, formatConsentCookie(QUICK_ANSWERS[form.consent]), attributes), { append: true });
    return redirectWithMessage(c, back);
  });
}
