import { z } from 'zod';
import { MAX_PASSWORD_LENGTH } from './password-policy';

/**
 * The credential key aliases of spec point 3, exactly as spelled (keys are case-sensitive).
 * Procurement systems post OCI forms with their own spellings, and may send a contact e-mail
 * beside the account name, so a username alias always wins over an e-mail alias; within a group
 * the first listed key wins.
 */
export const USERNAME_KEYS = ['logonId', 'USER_NAME', 'USERNAME', 'username'] as const;
export const EMAIL_KEYS = ['email', 'SENDER_ID'] as const;
export const PASSWORD_KEYS = ['logonPassword', 'PASSWORD', 'password'] as const;

/** An e-mail address can be 254 characters; nothing longer can be a username. */
export const MAX_USERNAME_LENGTH = 254;

export interface Credentials {
  username: string;
  password: string;
}

const usernameValue = z.string().trim().min(1).max(MAX_USERNAME_LENGTH).optional();
const passwordValue = z.string().min(1).max(MAX_PASSWORD_LENGTH).optional();

type UsernameKey = (typeof USERNAME_KEYS)[number] | (typeof EMAIL_KEYS)[number];
type PasswordKey = (typeof PASSWORD_KEYS)[number];
const usernameFields = Object.fromEntries([...USERNAME_KEYS, ...EMAIL_KEYS].map((key) => [key, usernameValue]));
const passwordFields = Object.fromEntries(PASSWORD_KEYS.map((key) => [key, passwordValue]));
const AliasFieldsSchema = z.object({
  ...(usernameFields as Record<UsernameKey, typeof usernameValue>),
  ...(passwordFields as Record<PasswordKey, typeof passwordValue>),
});

const firstPresent = (fields: Record<string, string | undefined>, keys: readonly string[]) =>
  keys.map((key) => fields[key]).find((value) => value !== undefined);

/** Credentials under any alias; every alias present must still be a string of sane length. */
export const CredentialsSchema = AliasFieldsSchema.transform((fields, ctx): Credentials => {
  const username = firstPresent(fields, USERNAME_KEYS) ?? firstPresent(fields, EMAIL_KEYS);
  const password = firstPresent(fields, PASSWORD_KEYS);
  if (username === undefined) ctx.addIssue({ code: 'custom', message: 'Required', path: ['username'] });
  if (password === undefined) ctx.addIssue({ code: 'custom', message: 'Required', path: ['password'] });
  return { username: username ?? '', password: password ?? '' };
});
