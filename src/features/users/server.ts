// The user administration's server-only public face (issue 16, decision 017).
export { loadAdminContext, type AdminContext } from './admin-context';
export { loadUserFormSetup, type UserFormSetup } from './load-user-form-setup';
export { UserHistory } from './components/user-history';
export { loadAdminPage } from './load-admin-page';
