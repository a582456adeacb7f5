import { z } from 'zod';
import { collectLinks } from '../links/collect-links';
import { loadRowsByIds } from '../store/content-row-repository';
import { FormInputSchema, type FormInput } from './form-input';

export interface PublishedForm {
  entryId: string;
  formId: string;
  inputs: FormInput[];
}

/** A published dynamicForm by its `id` field, with its published inputs in the form's order. */
export async function loadPublishedForm(db: D1Database, spaceId: string, formId: string): Promise<PublishedForm | null> {
  const row = await db
    .prepare("SELECT id, fields FROM content_entries WHERE space_id = ?1 AND content_type = 'dynamicForm' AND status = 'published' AND json_extract(fields, '$.id') = ?2 ORDER BY created_at LIMIT 1")
    .bind(spaceId, formId)
    .first();
  if (!row) return null;
  const form = z.object({ id: z.string(), fields: z.string() }).parse(row);
  const inputIds = collectLinks(z.object({ inputs: z.unknown() }).parse(JSON.parse(form.fields)).inputs)
    .filter((link) => link.linkType === 'Entry')
    .map((link) => link.id);
  const byId = new Map((await loadRowsByIds(db, 'content_entries', spaceId, inputIds, false)).map((input) => [input.id, input]));
  // An input that fails its schema (or is unpublished) is left out rather than breaking the form.
  const inputs = inputIds.flatMap((id) => {
    const parsed = FormInputSchema.safeParse(byId.get(id)?.fields);
    return parsed.success ? [parsed.data] : [];
  });
  return { entryId: form.id, formId, inputs };
}

export async function saveSubmission(db: D1Database, submission: { id: string; spaceId: string; form: PublishedForm; values: unknown; pageUrl: string | null; createdAt: string }): Promise<void> {
  await db
    .prepare('INSERT INTO content_form_submissions (id, space_id, form_id, form_entry_id, form_values, page_url, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)')
    .bind(submission.id, submission.spaceId, submission.form.formId, submission.form.entryId, JSON.stringify(submission.values), submission.pageUrl, submission.createdAt)
    .run();
}
