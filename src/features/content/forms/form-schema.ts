import { z } from 'zod';
import { parseIsoDate } from '../../../../domain/calendar/iso-date';
import type { FormInput } from '../../../lib/upstream/content/content-model';

/**
 * The zod schema of one dynamic form, built from its inputs (spec point 3) and the rules of spec
 * point 5: e-mail with a top-level part of at least two letters, decimal commas read as dots.
 * The same schema checks a form in the browser as it is filled in and again at the edge before
 * the submission is stored, so both say the same thing in the same Swedish words.
 */

export type FormValue = string | boolean | string[];
export type FormValues = Record<string, FormValue>;

export interface FormMessages {
  required: string;
  email: string;
  number: string;
  tel: string;
  date: string;
  choice: string;
  /** With {max}. */
  tooLong: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i;
const PHONE = /^\+?[0-9][0-9 ()-]{5,19}$/;
const NUMBER = /^-?\d{1,12}(\.\d{1,6})?$/;
const MAX_LENGTH = { short: 500, long: 5000 } as const;

const isCalendarDate = (text: string): boolean => parseIsoDate(text) !== null;

function textRule(input: FormInput, m: FormMessages): z.ZodType<string> {
  const max = input.type === 'textarea' ? MAX_LENGTH.long : MAX_LENGTH.short;
  const text = z.string().trim().max(max, m.tooLong.replace('{max}', String(max)));
  switch (input.type) {
    case 'email':
      return text.max(254, m.email).regex(EMAIL, m.email);
    case 'tel':
      return text.regex(PHONE, m.tel);
    case 'number':
      return text.transform((value) => value.replace(',', '.')).refine((value) => NUMBER.test(value), m.number);
    case 'date':
      return text.refine(isCalendarDate, m.date);
    case 'select':
    case 'radio':
      return text.refine((value) => input.options.includes(value), m.choice);
    default:
      return text;
  }
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || value === false || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

function inputRule(input: FormInput, m: FormMessages): z.ZodType<FormValue> {
  if (input.type !== 'checkbox') return textRule(input, m);
  if (input.options.length === 0) return z.boolean({ error: m.required });
  return z.array(z.string()).refine((values) => values.every((value) => input.options.includes(value)), m.choice).transform((values) => [...new Set(values)]);
}

/**
 * One pass over the form's own inputs: values for inputs the form does not have are dropped,
 * blank is "not given" (an error only when required), anything else must pass its input's rule.
 */
export function formSchema(inputs: readonly FormInput[], messages: FormMessages): z.ZodType<FormValues, Record<string, unknown>> {
  return z.record(z.string(), z.unknown()).transform((values, ctx) => {
    const accepted: FormValues = {};
    for (const input of inputs) {
      const value = values[input.id];
      if (isBlank(value)) {
        if (input.required) ctx.addIssue({ code: 'custom', path: [input.id], message: messages.required });
        continue;
      }
      const parsed = inputRule(input, messages).safeParse(value);
      if (parsed.success) accepted[input.id] = parsed.data;
      else ctx.addIssue({ code: 'custom', path: [input.id], message: parsed.error.issues[0]?.message ?? messages.required });
    }
    return accepted;
  });
}

/** The first message per input id, for showing beside each field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const id = String(issue.path[0] ?? '');
    if (id && !(id in errors)) errors[id] = issue.message;
  }
  return errors;
}
