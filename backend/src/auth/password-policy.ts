/** Longer passwords are refused as bad input before any hashing work (spec: at most 200). */
export const MAX_PASSWORD_LENGTH = 200;
export const MIN_PASSWORD_LENGTH = 8;

/**
 * A new password needs at least 8 characters, a letter and a digit. Returns what is wrong, or
 * null when the password is acceptable.
 */
export function passwordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
  if (password.length > MAX_PASSWORD_LENGTH) return `Password must be at most ${MAX_PASSWORD_LENGTH} characters`;
  if (!/\p{L}/u.test(password)) return 'Password must contain a letter';
  if (!/\p{Nd}/u.test(password)) return 'Password must contain a digit';
  return null;
}
