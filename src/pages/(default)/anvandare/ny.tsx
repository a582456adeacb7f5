import type { PageProps } from 'waku/router';
import { PageTitle } from '../../../components/page-title';
import { UserForm } from '../../../features/users';
import { loadAdminPage, loadUserFormSetup } from '../../../features/users/server';
import '../../../features/users/users.css';
import { href } from '../../../lib/routes/href';
import { t } from '../../../lib/texts';

// Create a colleague: the form's idempotency key is made here, once per rendering, so the same
// form posted twice creates one user (the auth service answers the first one again).
export default async function CreateUserPage({ query }: PageProps<'/anvandare/ny'>) {
  const loaded = await loadAdminPage(() => loadUserFormSetup('create'));
  if (loaded.failed) {
    return (
      <section className="page page--narrow">
        <PageTitle title={t('routes.createUser')} />
        <h1 className="page__title">{t('routes.createUser')}</h1>
        <p role="alert">{t(loaded.textKey)}</p>
      </section>
    );
  }
  const setup = loaded.data;
  const wanted = new URLSearchParams(query).get('foretag');
  // The customer the list showed (or the only one) is ticked from the start.
  const preselected = setup.customers.find((customer) => customer.customerId === wanted) ?? (setup.customers.length === 1 ? setup.customers[0] : undefined);
  return (
    <section className="page page--user-form">
      <PageTitle title={t('routes.createUser')} />
      <p><a href={href('anvandare')}>{t('userAdmin.form.backToList')}</a></p>
      <h1 className="page__title">{t('routes.createUser')}</h1>
      <UserForm
        mode="create"
        requestId={crypto.randomUUID()}
        values={{
          firstName: '',
          lastName: '',
          email: '',
          mobileNumber: '',
          customers: preselected ? [{ customerId: preselected.customerId, role: 'USER', projectId: '', denies: [] }] : [],
        }}
        customers={setup.customers}
        denies={setup.denies}
        editPermissions
        texts={setup.texts}
      />
    </section>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
