import { z } from 'zod';
import { locksAssortment } from './assortment-lock';
import type { CustomerPermission } from './session';

/**
 * Which assortment a signed-in buyer browses (issue 19, spec points 4 and 6; decision 029): the
 * customer's own ('own', the default) or the full range ('full'). EJ_ANDRA_SORTIMENT forces 'own'.
 */
export const AssortmentChoiceSchema = z.enum(['own', 'full']);
export type AssortmentChoice = z.infer<typeof AssortmentChoiceSchema>;

/** What the choice cookie remembers: whose choice, for which customer. Only 'full' is ever stored. */
export interface SavedAssortmentChoice {
  userId: string;
  customerId: string;
  choice: AssortmentChoice;
}

const SavedSchema = z.tuple([z.string().min(1).max(64), z.string().min(1).max(64), AssortmentChoiceSchema]);

/** "userId|customerId|choice", each part URI-encoded. */
export const formatAssortmentCookie = (saved: SavedAssortmentChoice): string =>
  [saved.userId, saved.customerId, saved.choice].map(encodeURIComponent).join('|');

/** The cookie's value, or undefined for a missing, garbled or edited one. */
export function parseAssortmentCookie(raw: string | undefined): SavedAssortmentChoice | undefined {
  if (!raw) return undefined;
  try {
    const parsed = SavedSchema.safeParse(raw.split('|').map((part) => decodeURIComponent(part)));
    return parsed.success ? { userId: parsed.data[0], customerId: parsed.data[1], choice: parsed.data[2] } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether this session browses the full range: the saved choice counts only for the user and
 * customer it was made for (a customer change leaves it behind) and never for a user whose token
 * carries EJ_ANDRA_SORTIMENT, whatever the browser sends.
 */
export function browsesFullRange(
  saved: SavedAssortmentChoice | undefined,
  session: { userId: string; customerId: string | undefined; customerPermissions: readonly Pick<CustomerPermission, 'permissionDenies'>[] },
): boolean {
  if (!saved || saved.choice !== 'full') return false;
  if (saved.userId !== session.userId || saved.customerId !== session.customerId) return false;
  return !locksAssortment(session.customerPermissions);
}

/**
 * The assortment id the catalogue services get: the customer's own unless it is 'default' (spec
 * point 4), none at all (the full range) when the buyer chose it.
 */
export const browsedAssortment = (own: { id: string } | undefined, fullRange: boolean): string | undefined =>
  fullRange || !own || own.id === 'default' ? undefined : own.id;

/** A choice only means something for a customer with an assortment of its own. */
export const hasOwnAssortment = <T extends { id: string }>(own: T | undefined): own is T => !!own && own.id !== 'default';
