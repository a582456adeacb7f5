/** The fields of the create and edit forms that can carry a message of their own. */
export const USER_FORM_FIELDS = ['firstName', 'lastName', 'email', 'mobileNumber', 'customers'] as const;
export type UserFormField = (typeof USER_FORM_FIELDS)[number];

/** One customer's part of the form: member or not, role, project, denies. */
export interface CustomerChoice {
  customerId: string;
  role: string;
  projectId: string;
  denies: string[];
}

/** What the form shows: the saved values, or what the admin submitted when it failed. */
export interface UserFormValues {
  firstName: string;
  lastName: string;
  email: string;
  mobileNumber: string;
  customers: CustomerChoice[];
}

/** What the save action answers the form (Swedish texts ready to show). */
export type UserFormState =
  | { status: 'idle' }
  | { status: 'saved'; message: string; values: UserFormValues }
  | { status: 'invalid' | 'failed'; message: string; fieldErrors: Partial<Record<UserFormField, string>>; values?: UserFormValues };

/** What the deactivate/reactivate and resend actions answer. */
export interface UserActionState {
  status: 'idle' | 'done' | 'invalid' | 'failed';
  message: string;
}

export const USER_ACTION_IDLE: UserActionState = { status: 'idle', message: '' };
