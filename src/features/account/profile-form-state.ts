/** What the profile action answers the form: saved, or the fields to correct (Swedish texts). */
export type ProfileFormState =
  | { status: 'idle' }
  | { status: 'saved'; message: string; values: ProfileValues }
  | { status: 'invalid'; message: string; fieldErrors: Partial<Record<ProfileField, string>>; values?: ProfileValues };

/** What the form shows after an answer: the saved values, or what the user submitted. */
export type ProfileValues = Partial<Record<ProfileField, string>>;

export const PROFILE_FIELDS = ['firstName', 'lastName', 'mobileNumber', 'preferredStore', 'defaultContext', 'preferredDeliveryMethod'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
