/**
 * The delivery form's order fields and their limits (spec point 5: a field is invalid when it is
 * required and shorter than its minimum or only whitespace, or longer than its maximum, with the
 * message order.maxCharacters). The limits are the order service's.
 */
export const ORDER_FIELDS = {
  reference: { maxLength: 30, required: false },
  goodsLabel: { maxLength: 30, required: false },
  message: { maxLength: 250, required: false },
  contactName: { maxLength: 60, required: false },
  contactPhone: { maxLength: 20, required: false },
} as const;
export type OrderField = keyof typeof ORDER_FIELDS;

export interface FieldRule {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
}

export type FieldProblem = { key: 'required' } | { key: 'maxCharacters'; max: number } | { key: 'invalid' };

/** Why a field value is not acceptable, or null. */
export function fieldProblem(value: string, rule: FieldRule): FieldProblem | null {
  const trimmed = value.trim();
  if (rule.required && (trimmed.length === 0 || trimmed.length < (rule.minLength ?? 1))) return { key: 'required' };
  if (rule.maxLength !== undefined && trimmed.length > rule.maxLength) return { key: 'maxCharacters', max: rule.maxLength };
  // No line breaks or control characters in single-line order fields; the ERP rejects them.
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value)) return { key: 'invalid' };
  return null;
}

/** Phone numbers as the order service takes them: digits, spaces, dashes, brackets, a leading +. */
export const isPhoneNumber = (value: string) => /^\+?[\d\s()-]{6,20}$/.test(value.trim());
