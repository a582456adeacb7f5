import { z } from 'zod';
import { grantableRoles } from '../../../domain/auth/admin-scope';
import { PERMISSION_DENIES, type PermissionDeny, type Role } from '../../../domain/auth/roles';
import { t } from '../../lib/texts';
import type { CustomerChoice, UserFormField, UserFormValues } from './user-form-state';

/** Names in the shop's forms stay shorter than the service's limit (as on my profile). */
export const NAME_MAX = 50;
const MAX_CUSTOMERS = 50;

/** What the admin may choose from, per customer: the role ceiling and the projects. */
export interface AdminChoices {
  ceilings: ReadonlyMap<string, Role>;
  projects: ReadonlyMap<string, readonly string[]>;
}

export interface ReadUser {
  firstName: string;
  lastName: string;
  email: string;
  mobileNumber: string | null;
  /** Absent when the form did not edit permissions (an admin's own record). */
  customerPermissions: { customerId: string; projectId: string | null; role: Role; permissionDenies: PermissionDeny[] }[] | undefined;
}

const name = z.string().trim().min(1, t('validation.required')).max(NAME_MAX, t('userAdmin.messages.tooLong', { max: NAME_MAX }));
const FieldsSchema = z.object({
  firstName: name,
  lastName: name,
  // Spec point 5: case-insensitive, a top-level part of at least two letters.
  email: z.string().trim().max(254, t('validation.email')).pipe(z.email({ pattern: /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/, message: t('validation.email') })),
  // The service's own rule, so nothing the shop accepts is refused there.
  mobileNumber: z.union([z.literal(''), z.string().trim().regex(/^\+?[0-9][0-9 -]{5,19}$/, t('userAdmin.messages.invalidMobile'))]),
});

const text = (form: FormData, field: string) => {
  const value = form.get(field);
  return typeof value === 'string' ? value : '';
};

/** The customer part as submitted (for showing it again), however odd the values. */
export function submittedCustomers(form: FormData): CustomerChoice[] {
  const ids = [...new Set(form.getAll('customer').filter((v): v is string => typeof v === 'string'))].slice(0, MAX_CUSTOMERS);
  return ids.map((customerId) => ({
    customerId,
    role: text(form, `role.${customerId}`),
    projectId: text(form, `project.${customerId}`),
    denies: form.getAll(`deny.${customerId}`).filter((v): v is string => typeof v === 'string').slice(0, PERMISSION_DENIES.length * 2),
  }));
}

function readPermissions(customers: CustomerChoice[], choices: AdminChoices): { ok: true; value: NonNullable<ReadUser['customerPermissions']> } | { ok: false; message: string } {
  if (customers.length === 0) return { ok: false, message: t('userAdmin.messages.noCustomer') };
  const value: NonNullable<ReadUser['customerPermissions']> = [];
  for (const choice of customers) {
    const ceiling = choices.ceilings.get(choice.customerId);
    if (!ceiling) return { ok: false, message: t('userAdmin.messages.unknownCustomer') };
    const role = grantableRoles(ceiling).find((candidate) => candidate === choice.role);
    if (!role) return { ok: false, message: t('userAdmin.messages.roleNotAllowed', { role: choice.role.slice(0, 40) }) };
    const denies = [...new Set(choice.denies)];
    if (!denies.every((deny): deny is PermissionDeny => (PERMISSION_DENIES as readonly string[]).includes(deny))) return { ok: false, message: t('userAdmin.messages.unknownDeny') };
    if (choice.projectId !== '' && !(choices.projects.get(choice.customerId) ?? []).includes(choice.projectId)) return { ok: false, message: t('userAdmin.messages.unknownProject') };
    value.push({ customerId: choice.customerId, projectId: choice.projectId || null, role, permissionDenies: denies });
  }
  return { ok: true, value };
}

/**
 * Reads the create or edit form. Every value is checked against what this admin may choose (role
 * ceiling, their customers, the eight denies, the customer's projects), so a value posted by hand
 * gets a Swedish message here; the auth service checks the same rules again.
 */
export function readUserForm(
  form: FormData,
  choices: AdminChoices,
  options: { email?: string; withPermissions: boolean },
): { ok: true; user: ReadUser; values: UserFormValues } | { ok: false; fieldErrors: Partial<Record<UserFormField, string>>; values: UserFormValues } {
  const values: UserFormValues = {
    firstName: text(form, 'firstName').slice(0, 200),
    lastName: text(form, 'lastName').slice(0, 200),
    // On the edit form the e-mail is fixed: the stored one is used, whatever is posted.
    email: options.email ?? text(form, 'email').slice(0, 300),
    mobileNumber: text(form, 'mobileNumber').slice(0, 40),
    customers: options.withPermissions ? submittedCustomers(form) : [],
  };
  const fieldErrors: Partial<Record<UserFormField, string>> = {};
  const fields = FieldsSchema.safeParse({ ...values, firstName: text(form, 'firstName'), lastName: text(form, 'lastName') });
  if (!fields.success) for (const issue of fields.error.issues) fieldErrors[issue.path[0] as UserFormField] ??= issue.message;
  const permissions = options.withPermissions ? readPermissions(values.customers, choices) : ({ ok: true, value: undefined } as const);
  if (!permissions.ok) fieldErrors.customers = permissions.message;
  if (!fields.success || !permissions.ok) return { ok: false, fieldErrors, values };
  return {
    ok: true,
    values,
    user: {
      firstName: fields.data.firstName,
      lastName: fields.data.lastName,
      email: fields.data.email,
      mobileNumber: fields.data.mobileNumber === '' ? null : fields.data.mobileNumber,
      customerPermissions: permissions.value,
    },
  };
}
