import 'server-only';
import { grantableRoles } from '../../../domain/auth/admin-scope';
import { callAsUser, getRequestContext } from '../../lib/request';
import { t, type TextKey } from '../../lib/texts';
import { getPermissionNames } from '../../lib/upstream/auth/get-permission-names';
import { getRoleNames } from '../../lib/upstream/auth/get-role-names';
import { loadAdminContext, type AdminContext } from './admin-context';
import type { UserFormCustomer, UserFormProps } from './components/user-form';

export interface UserFormSetup {
  admin: AdminContext;
  customers: UserFormCustomer[];
  denies: UserFormProps['denies'];
  texts: UserFormProps['texts'];
}

/**
 * What the create and edit forms offer this admin: their customers with projects, the roles the
 * service names (GET /role-names) up to the admin's own, and the denies it names
 * (GET /permission-names) with the catalogue's Swedish label and explanation.
 */
export async function loadUserFormSetup(submit: 'create' | 'save'): Promise<UserFormSetup> {
  const auth = getRequestContext().services.auth;
  const [admin, [roleNames, permissionNames]] = await Promise.all([
    loadAdminContext(),
    callAsUser((accessToken) => Promise.all([getRoleNames(auth, accessToken), getPermissionNames(auth, accessToken)])),
  ]);
  const customers = admin.customers.map((customer) => ({
    customerId: customer.customerId,
    customerName: customer.customerName,
    projects: customer.projects,
    roles: grantableRoles(admin.ceilings.get(customer.customerId))
      .filter((role) => roleNames.includes(role))
      .map((role) => ({ value: role, label: t(`roles.${role}` as TextKey) })),
  }));
  const denies = permissionNames.map(({ name }) => ({
    name,
    label: t(`userAdmin.denies.${name}.label` as TextKey),
    help: t(`userAdmin.denies.${name}.help` as TextKey),
  }));
  const byCustomer = (key: 'userAdmin.form.member' | 'userAdmin.form.denies') =>
    Object.fromEntries(customers.map((customer) => [customer.customerId, t(key, { customer: customer.customerName })]));
  return {
    admin,
    customers,
    denies,
    texts: {
      details: t('userAdmin.form.details'),
      firstName: t('userAdmin.form.firstName'),
      lastName: t('userAdmin.form.lastName'),
      email: t('userAdmin.form.email'),
      emailFixed: t('userAdmin.form.emailFixed'),
      mobileNumber: t('userAdmin.form.mobileNumber'),
      optional: t('userAdmin.form.optional'),
      customers: t('userAdmin.form.customers'),
      customersHint: t('userAdmin.form.customersHint'),
      member: byCustomer('userAdmin.form.member'),
      role: t('userAdmin.form.role'),
      project: t('userAdmin.form.project'),
      allProjects: t('userAdmin.form.allProjects'),
      deniesOf: byCustomer('userAdmin.form.denies'),
      deniesHint: t('userAdmin.form.deniesHint'),
      submit: t(submit === 'create' ? 'userAdmin.form.create' : 'userAdmin.form.save'),
      refreshNote: t('userAdmin.form.refreshNote'),
      ownPermissions: t('userAdmin.form.ownPermissions'),
    },
  };
}
