// The user administration's public face (client-safe); its server-only part is ./server.ts.
export { UserForm, type UserFormCustomer, type UserFormProps } from './components/user-form';
export { ConfirmActiveForm, type ConfirmActiveFormProps } from './components/confirm-active-form';
export { ResendActivationForm } from './components/resend-activation-form';
export { parseUsersListQuery, usersListLink, USER_SORTS, type UsersListQuery } from './users-list-query';
export type { UserFormValues } from './user-form-state';
