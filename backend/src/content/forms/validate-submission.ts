import { parseIsoDate } from '../../../../domain/calendar';
import type { FormInput, SubmittedValue } from './form-input';

export type FieldErrorCode = 'required' | 'too_long' | 'invalid_email' | 'invalid_phone' | 'invalid_number' | 'invalid_date' | 'invalid_choice' | 'invalid_type';

export type SubmissionCheck =
  | { ok: true; values: Record<string, SubmittedValue> }
  | { ok: false; fieldErrors: Record<string, FieldErrorCode> };

// Spec point 5: case-insensitive, top-level part at least two letters.
const EMAIL = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i;
const PHONE = /^\+?[0-9][0-9 ()-]{5,19}$/;
const NUMBER = /^-?\d{1,12}(\.\d{1,6})?$/;
const MAX_LENGTH = { text: 500, textarea: 5000 } as const;

const isBlank = (value: SubmittedValue | undefined) =>
  value === undefined || value === false || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/** One input's value checked and normalised (trimmed text, numbers with a dot), or its error. */
function checkValue(input: FormInput, value: SubmittedValue): { value: SubmittedValue } | { error: FieldErrorCode } {
  const choices = input.inputList ?? [];
  if (input.type === 'checkbox') {
    if (choices.length === 0) return typeof value === 'boolean' ? { value } : { error: 'invalid_type' };
    if (!Array.isArray(value)) return { error: 'invalid_type' };
    return value.every((choice) => choices.includes(choice)) ? { value: [...new Set(value)] } : { error: 'invalid_choice' };
  }
  if (typeof value !== 'string') return { error: 'invalid_type' };
  const text = value.trim();
  switch (input.type) {
    case 'text':
    case 'textarea':
      return text.length > MAX_LENGTH[input.type] ? { error: 'too_long' } : { value: text };
    case 'email':
      return EMAIL.test(text) && text.length <= 254 ? { value: text } : { error: 'invalid_email' };
    case 'tel':
      return PHONE.test(text) ? { value: text } : { error: 'invalid_phone' };
    case 'number': {
      // Spec point 5: a decimal comma becomes a dot.
      const normalised = text.replace(',', '.');
      return NUMBER.test(normalised) ? { value: normalised } : { error: 'invalid_number' };
    }
    case 'date':
      return parseIsoDate(text) ? { value: text } : { error: 'invalid_date' };
    case 'select':
    case 'radio':
      return choices.includes(text) ? { value: text } : { error: 'invalid_choice' };
  }
}

/**
 * Checks submitted values against a form's inputs: required inputs present (whitespace alone is
 * not a value, an unticked required checkbox is missing), each value valid for its type. Values
 * for unknown inputs must have been refused before (see unknownInputIds).
 */
export function validateSubmission(inputs: readonly FormInput[], submitted: Record<string, SubmittedValue>): SubmissionCheck {
  const values: Record<string, SubmittedValue> = {};
  const fieldErrors: Record<string, FieldErrorCode> = {};
  for (const input of inputs) {
    const value = submitted[input.id];
    if (value === undefined || isBlank(value)) {
      if (input.requiredField) fieldErrors[input.id] = 'required';
      continue;
    }
    const checked = checkValue(input, value);
    if ('error' in checked) fieldErrors[input.id] = checked.error;
    else values[input.id] = checked.value;
  }
  return Object.keys(fieldErrors).length > 0 ? { ok: false, fieldErrors } : { ok: true, values };
}

export const unknownInputIds = (inputs: readonly FormInput[], submitted: Record<string, SubmittedValue>): string[] => {
  const known = new Set(inputs.map((input) => input.id));
  return Object.keys(submitted).filter((id) => !known.has(id));
};
