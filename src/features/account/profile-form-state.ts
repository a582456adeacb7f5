/** What the profile action answers the form: saved, or the fields to correct (Swedish texts). */
export type ProfileFormState =
  | { status: 'idle' }
  | { status: 'saved'; message: string }
  | { status: 'invalid'; message: string; fieldErrors: Partial<Record<ProfileField, string>> };

export const PROFILE_FIELDS = ['firstName', 'lastName', 'mobileNumber', 'preferredStore', 'defaultContext', 'preferredDeliveryMethod'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
