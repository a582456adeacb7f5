import { z } from 'zod';
import type { BackendEnv } from '../../backend-env';
import { badRequest, notFound } from '../../lib/api-error';
import { createRouter } from '../../lib/create-router';
import { limitJsonBody, validateJson, validateParams, validateQuery } from '../../lib/validate';
import { loadPublishedForm, saveSubmission } from './form-repository';
import { SubmittedValueSchema } from './form-input';
import { unknownInputIds, validateSubmission } from './validate-submission';

const Params = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Expected a form id') });
// Form ids repeat between brands (every space has "bli-kund"), so the space is always named.
const Query = z.object({ space: z.string().regex(/^[a-z0-9-]{1,64}$/, 'Expected a space id') }).strict();
const Body = z
  .object({
    values: z.record(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/), SubmittedValueSchema).refine((values) => Object.keys(values).length <= 60, 'Too many values'),
    pageUrl: z.string().max(500).regex(/^\/[^\s]*$/, 'Expected a path').optional(),
  })
  .strict();

/**
 * POST /forms/{id}/submissions?space={brand}: stores a submission of a published dynamic form
 * once every value passes the form's own rules. 422 names each failing input.
 */
export const formSubmissionRoutes = createRouter<BackendEnv>();

formSubmissionRoutes.post('/forms/:id/submissions', limitJsonBody(), validateParams(Params), validateQuery(Query), validateJson(Body), async (c) => {
  const { id } = c.req.valid('param');
  const { space } = c.req.valid('query');
  const { values, pageUrl } = c.req.valid('json');
  const form = await loadPublishedForm(c.env.DB, space, id);
  if (!form) throw notFound(`No form ${id} in space ${space}`);
  const unknown = unknownInputIds(form.inputs, values);
  if (unknown.length > 0) throw badRequest(`Unknown inputs: ${unknown.join(', ').slice(0, 200)}`);
  const checked = validateSubmission(form.inputs, values);
  if (!checked.ok) {
    return c.json({ error: { status: 422, code: 'validation_failed', message: 'Some inputs are invalid' }, fieldErrors: checked.fieldErrors }, 422);
  }
  const submission = { id: crypto.randomUUID(), spaceId: space, form, values: checked.values, pageUrl: pageUrl ?? null, createdAt: new Date().toISOString() };
  await saveSubmission(c.env.DB, submission);
  return c.json({ id: submission.id, formId: id, space, receivedAt: submission.createdAt }, 201, { 'Cache-Control': 'no-store' });
});
