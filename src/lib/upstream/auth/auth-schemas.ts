import { z } from 'zod';
import { PERMISSION_DENIES, ROLES } from '../../../../domain/auth/roles';

/** Tokens from POST /v2/sessions/ (credentials, refresh token or challenge answer). */
export const TokensSchema = z.object({
  AccessToken: z.string().min(1).max(8192),
  RefreshToken: z.string().min(1).max(1024),
  ExpiresIn: z.number().int().positive(),
});
export type Tokens = z.infer<typeof TokensSchema>;

/** A user who must choose a new password gets a challenge instead of tokens. */
export const ChallengeSchema = z.object({
  ChallengeName: z.literal('NEW_PASSWORD_REQUIRED'),
  Session: z.string().min(1).max(1024),
});
export type Challenge = z.infer<typeof ChallengeSchema>;

export const SignInAnswerSchema = z.union([TokensSchema.passthrough(), ChallengeSchema.passthrough()]);

const nullableText = z.string().nullish().transform((value) => value ?? undefined);

/** The user record of spec point 3, as far as the shop reads it. */
export const UserSchema = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  mobileNumber: nullableText,
  isEmailVerified: z.boolean().optional(),
  preferredStore: nullableText,
  preferredDeliveryMethod: nullableText,
  defaultDeliveryMethod: nullableText,
  defaultCustomerId: nullableText,
  defaultProjectId: nullableText,
  active: z.boolean().optional(),
  /** Created by an admin, not yet activated through the e-mailed link (decision 017). */
  pendingActivation: z.boolean().optional(),
  customerPermissions: z
    .array(z.object({ role: z.enum(ROLES), customerId: z.string(), projectId: nullableText, permissionDenies: z.array(z.string()) }))
    .default([]),
});
export type User = z.infer<typeof UserSchema>;

export const CustomerSchema = z.object({
  customerId: z.string(),
  customerName: z.string(),
  assortment: nullableText,
  projects: z.array(z.object({ projectId: z.string(), projectName: z.string() })).default([]),
});
export type Customer = z.infer<typeof CustomerSchema>;

export const PermissionDenySchema = z.enum(PERMISSION_DENIES);
