import { z } from 'zod';
import { CredentialsSchema, MAX_USERNAME_LENGTH, type Credentials } from './credential-aliases';
import { MAX_PASSWORD_LENGTH } from './password-policy';

/** The three bodies POST /v2/sessions/ accepts, told apart by their keys. */
export type SessionRequest =
  | { kind: 'credentials'; credentials: Credentials }
  | { kind: 'refresh'; refreshToken: string }
  | { kind: 'challenge'; challengeName: 'NEW_PASSWORD_REQUIRED'; session: string; newPassword: string; username: string };

const RefreshRequestSchema = z.object({ refreshToken: z.string().min(1).max(200) });

const ChallengeAnswerSchema = z.object({
  challengeName: z.literal('NEW_PASSWORD_REQUIRED'),
  session: z.string().min(1).max(200),
  newPassword: z.string().min(1).max(MAX_PASSWORD_LENGTH),
  username: z.string().trim().min(1).max(MAX_USERNAME_LENGTH),
});

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseByShape(body: Record<string, unknown>) {
  if ('refreshToken' in body) {
    return RefreshRequestSchema.transform((r): SessionRequest => ({ kind: 'refresh', refreshToken: r.refreshToken })).safeParse(body);
  }
  if ('challengeName' in body) {
    return ChallengeAnswerSchema.transform((r): SessionRequest => ({ kind: 'challenge', ...r })).safeParse(body);
  }
  return CredentialsSchema.transform((credentials): SessionRequest => ({ kind: 'credentials', credentials })).safeParse(body);
}

/**
 * One schema for the route's validator: picks the body's shape by its keys, then reports that
 * shape's own issues (a union would report all three shapes' issues at once).
 */
export const SessionRequestSchema = z.unknown().transform((body, ctx): SessionRequest => {
  if (!isObject(body)) {
    ctx.addIssue({ code: 'custom', message: 'Expected a JSON object' });
    return z.NEVER;
  }
  const parsed = parseByShape(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  }
  return parsed.data;
});

/** Punch-out sign-in takes credentials only (same aliases). */
export const PunchoutSessionRequestSchema = z.unknown().transform((body, ctx): Credentials => {
  const parsed = CredentialsSchema.safeParse(isObject(body) ? body : null);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  }
  return parsed.data;
});
