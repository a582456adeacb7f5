'use client';

// First: zod decides whether to compile with eval when a schema is built (zod-without-eval.ts).
import '../../../lib/client/zod-without-eval';
import { useRef, useState, type FormEvent } from 'react';
import { clientFetch } from '../../../lib/client/client-fetch';
import type { FormInput } from '../../../lib/upstream/content/content-model';
import { FormField, type FieldTexts } from './form-field';
import { fieldErrors, formSchema, type FormMessages, type FormValues } from './form-schema';

export interface DynamicFormTexts extends FieldTexts {
  submit: string;
  sending: string;
  sent: string;
  failed: string;
  checkFields: string;
  messages: FormMessages;
}

interface DynamicFormProps {
  formId: string;
  inputs: FormInput[];
  submitText?: string | undefined;
  successMessage?: string | undefined;
  texts: DynamicFormTexts;
}

type Status = { kind: 'idle' | 'sending' | 'sent' } | { kind: 'invalid' | 'failed'; message: string };

/** What the browser's form holds, in the shape the schema reads (lists for multi-choice inputs). */
function readValues(form: HTMLFormElement, inputs: readonly FormInput[]): Record<string, unknown> {
  const data = new FormData(form);
  return Object.fromEntries(
    inputs.map((input) => {
      if (input.type === 'checkbox') return [input.id, input.options.length > 0 ? data.getAll(input.id).map(String) : data.has(input.id)];
      return [input.id, String(data.get(input.id) ?? '')];
    }),
  );
}

/**
 * A dynamic form from the content system. It checks itself with the form's zod schema, then sends
 * JSON to the shop's edge route, which checks again and stores the submission. Without JavaScript
 * the same form posts to the same route as an ordinary form.
 */
export function DynamicFormView({ formId, inputs, submitText, successMessage, texts }: DynamicFormProps) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const formRef = useRef<HTMLFormElement>(null);
  const action = `/api/forms/${encodeURIComponent(formId)}/submissions`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = formSchema(inputs, texts.messages).safeParse(readValues(form, inputs));
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      setStatus({ kind: 'invalid', message: texts.checkFields });
      form.querySelector<HTMLElement>(`[id="${formId}-${Object.keys(found)[0] ?? ''}"]`)?.focus();
      return;
    }
    setErrors({});
    setStatus({ kind: 'sending' });
    try {
      const response = await clientFetch(action, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ values: parsed.data satisfies FormValues, pageUrl: window.location.pathname }),
      });
      if (response.ok) return setStatus({ kind: 'sent' });
      const answer = (await response.json().catch(() => ({}))) as { fieldErrors?: Record<string, string> };
      if (response.status === 422 && answer.fieldErrors) {
        setErrors(answer.fieldErrors);
        return setStatus({ kind: 'invalid', message: texts.checkFields });
      }
      setStatus({ kind: 'failed', message: texts.failed });
    } catch {
      setStatus({ kind: 'failed', message: texts.failed });
    }
  }

  if (status.kind === 'sent') {
    return <p className="dynamic-form__sent" role="status">{successMessage ?? texts.sent}</p>;
  }
  return (
    <form ref={formRef} className="dynamic-form" action={action} method="post" noValidate onSubmit={submit} data-form={formId}>
      {inputs.map((input) => (
        <FormField key={input.id} formId={formId} input={input} error={errors[input.id]} texts={texts} />
      ))}
      <div className="dynamic-form__actions">
        <button type="submit" className="button button--primary" disabled={status.kind === 'sending'}>
          {status.kind === 'sending' ? texts.sending : (submitText ?? texts.submit)}
        </button>
        <p className="dynamic-form__status" role={status.kind === 'failed' ? 'alert' : 'status'}>
          {status.kind === 'invalid' || status.kind === 'failed' ? status.message : ''}
        </p>
      </div>
    </form>
  );
}
