import { ORDER_FIELD_LIMITS } from '../cart/delivery-choice-schemas';

/** How long a customer's order reference stays taken: twelve months, counted as 365 days (decision 019). */
export const REFERENCE_RESERVED_DAYS = 365;

export type ReferenceProblem = 'empty' | 'too_long' | 'invalid_characters' | 'in_use';

/**
 * Whether a buyer's order reference is well formed: what the order's reference field accepts at
 * checkout (spec point 5's delivery-form rules, order service limit 30): after trimming, 1 to 30
 * characters on one line, no control characters. Letters of any script, digits and punctuation
 * are all fine: buyers copy references from their own systems.
 */
export function referenceProblem(reference: string): Exclude<ReferenceProblem, 'in_use'> | null {
  const trimmed = reference.trim();
  if (trimmed === '') return 'empty';
  if (/[\u0000-\u001f\u007f]/.test(trimmed)) return 'invalid_characters';
  if ([...trimmed].length > ORDER_FIELD_LIMITS.reference) return 'too_long';
  return null;
}
