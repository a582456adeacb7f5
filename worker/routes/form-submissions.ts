import { EdgeError } from '../edge-error';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { getContentProvider } from '../../src/features/content/content-context';
import { dynamicFormTexts } from '../../src/features/content/forms/form-texts';
import { fieldErrors, formSchema, type FormValues } from '../../src/features/content/forms/form-schema';
import { safeReturnTo } from '../../src/lib/routes/safe-return-to';
import { setFlash } from '../../src/lib/request/flash';
import type { ShopEnv } from '../../src/lib/request/shop-env';

import { ContentNotFoundError, createFormSubmission, getDynamicForm, readContentConfig } from '../../src/lib/upstream/content';

import { isSameOrigin } from './session/form-post';
import { servicesOf } from '../../src/lib/request/request-context';

const MAX_BODY_BYTES = 32 * 1024;
const FORM_ID = /^[A-Za-z0-9_-]{1,64}$/;
const JsonBody = z.object({ values: z.record(z.string(), z.unknown()), pageUrl: z.string().max(500).optional() });

type Submission = { values: Record<string, unknown>; pageUrl: string | undefined; json: boolean };

/** JSON from the form island, or an ordinary form post from a browser without JavaScript. */
async function readSubmission(c: Context<ShopEnv>): Promise<Submission | null> {
  if (Number(c.req.header('content-length') ?? '0') > MAX_BODY_BYTES) return null;
  if ((c.req.header('content-type') ?? '').includes('application/json')) {
    const parsed = JsonBody.safeParse(await c.req.json().catch(() => null));
    return parsed.success ? { values: parsed.data.values, pageUrl: parsed.data.pageUrl, json: true } : null;
  }
  const form = await c.req.parseBody({ all: true }).catch(() => null);
  if (!form) return null;
  const values = Object.fromEntries(Object.entries(form).map(([key, value]) => [key, Array.isArray(value) ? value.map(String) : String(value)]));
  return { values, pageUrl: new URL(c.req.header('referer') ?? '/', c.req.url).pathname, json: false };
}

/**
 * POST /api/forms/{formId}/submissions: a dynamic form sent from one of our pages. The form's
 * definition comes from content; the values are checked with the same zod schema the browser
 * used (Swedish messages, 422 with one message per field) and stored by the content service
 * (POST /forms/{id}/submissions?space=). A form post without JavaScript gets a redirect back
 * with a toast instead of JSON.
 */
export function registerFormSubmissionRoute(app: Hono<ShopEnv>): void {
  app.post('/api/forms/:formId/submissions', async (c) => {
    const formId = c.req.param('formId');
    if (!FORM_ID.test(formId)) throw new EdgeError(404, 'unknown_form', 'Unknown form');
    if (!isSameOrigin(c)) throw new EdgeError(403, 'forbidden_origin', 'Cross-site form post');
    const submission = await readSubmission(c);
    if (!submission) throw new EdgeError(400, 'invalid_request', 'Unreadable submission');
    const back = (message: 'content.forms.sent' | 'content.forms.checkFields' | 'content.forms.failed') => {
      setFlash(c, message);
      return c.redirect(`${safeReturnTo(submission.pageUrl ?? '/')}#form-${formId}`, 303);
    };

    const form = await getDynamicForm(getContentProvider(), formId).catch((error: unknown) => (error instanceof ContentNotFoundError ? null : Promise.reject(error)));
    if (!form) throw new EdgeError(404, 'unknown_form', 'Unknown form');
    const values = submission.json ? submission.values : fromFormPost(submission.values, form.inputs);
    const parsed = formSchema(form.inputs, dynamicFormTexts().messages).safeParse(values);
    if (!parsed.success) return submission.json ? c.json({ fieldErrors: fieldErrors(parsed.error) }, 422) : back('content.forms.checkFields');

    const space = readContentConfig(c.env, c.var.brand.id).space;
    try {
      await createFormSubmission(servicesOf(c).content, { formId, space, values: parsed.data satisfies FormValues, pageUrl: submission.pageUrl });
    } catch {
      if (submission.json) throw new EdgeError(502, 'submission_not_stored', 'Submission not stored');
      return back('content.forms.failed');
    }
    return submission.json ? c.json({ ok: true }, 201) : back('content.forms.sent');
  });
}

/** An ordinary form post has strings only: ticked single checkboxes become true, lists stay lists. */
function fromFormPost(values: Record<string, unknown>, inputs: readonly { id: string; type: string; options: string[] }[]): Record<string, unknown> {
  return Object.fromEntries(
    inputs.map((input) => {
      const value = values[input.id];
      if (input.type !== 'checkbox') return [input.id, Array.isArray(value) ? value[0] : value];
      if (input.options.length === 0) return [input.id, value !== undefined];
      return [input.id, value === undefined ? [] : [value].flat()];
    }),
  );
}
