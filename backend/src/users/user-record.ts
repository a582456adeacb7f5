import type { Role } from '../../../domain/auth/roles';
import { DEFAULT_DELIVERY_METHOD } from '../../../domain/delivery/delivery-methods';
import { rolesOf, toPermissionClaim, type PermissionClaim, type UserPermission } from './permission-repository';
import type { UserRow } from './user-row';

/** The user shape of spec point 3, as GET /v2/users/{id} and the users list answer it. */
export interface UserRecord {
  userId: string;
  isEmailVerified: boolean;
  firstName: string;
  lastName: string;
  email: string;
  mobileNumber: string | null;
  isPhoneNumberVerified: boolean;
  customers: { customerId: string; customerName: string }[];
  customerPermissions: PermissionClaim[];
  preferredStore: string | null;
  preferredDeliveryMethod: string | null;
  defaultDeliveryMethod: string;
  roles: Role[];
  active: boolean;
  /** Created by an admin and not yet activated through the e-mail link. */
  pendingActivation: boolean;
  defaultCustomerId: string | null;
  defaultProjectId: string | null;
}

export function toUserRecord(row: UserRow, permissions: readonly UserPermission[]): UserRecord {
  return {
    userId: row.id,
    isEmailVerified: row.is_email_verified === 1,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    mobileNumber: row.mobile_number,
    isPhoneNumberVerified: row.is_phone_number_verified === 1,
    customers: permissions.map(({ customerId, customerName }) => ({ customerId, customerName })),
    customerPermissions: permissions.map(toPermissionClaim),
    preferredStore: row.preferred_store,
    preferredDeliveryMethod: row.preferred_delivery_method,
    defaultDeliveryMethod: DEFAULT_DELIVERY_METHOD,
    roles: rolesOf(permissions),
    active: row.active === 1,
    pendingActivation: row.pending_activation === 1,
    defaultCustomerId: row.default_customer_id,
    defaultProjectId: row.default_project_id,
  };
}
