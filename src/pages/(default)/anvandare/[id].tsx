import type { PageProps } from 'waku/router';
import { mayManage } from '../../../../domain/auth/admin-scope';
import { PageTitle } from '../../../components/page-title';
import { ConfirmActiveForm, ResendActivationForm, UserForm } from '../../../features/users';
import { loadAdminPage, loadUserFormSetup, UserHistory } from '../../../features/users/server';
import '../../../features/users/users.css';
import { callAsUser, getRequestContext, setPageStatus } from '../../../lib/request';
import { href } from '../../../lib/routes/href';
import { t } from '../../../lib/texts';
import { UpstreamError } from '../../../lib/upstream';
import { getUser } from '../../../lib/upstream/auth/get-user';
import { getUserAudit } from '../../../lib/upstream/auth/get-user-audit';
import { isRole } from '../../../../domain/auth/roles';

async function loadUser(userId: string) {
  const auth = getRequestContext().services.auth;
  try {
    return await callAsUser((accessToken) => Promise.all([getUser(auth, { accessToken, userId }), getUserAudit(auth, { accessToken, userId })]));
  } catch (error) {
    // Another customer's user, or none: the same answer, so ids of other companies tell nothing.
    if (error instanceof UpstreamError && (error.status === 403 || error.status === 404)) return null;
    throw error;
  }
}

// Edit one user: details, roles and denies per customer, deactivate/reactivate, the activation
// mail again, and the change history.
export default async function EditUserPage({ id, query }: PageProps<'/anvandare/[id]'>) {
  const userId = [id].flat().join('/');
  const back = <p><a href={href('anvandare')}>{t('userAdmin.form.backToList')}</a></p>;
  const page = await loadAdminPage(() => Promise.all([loadUserFormSetup('save'), loadUser(userId)]));
  if (page.failed) {
    return (
      <section className="page page--narrow">
        <PageTitle title={t('routes.editUser')} />
        {back}
        <h1 className="page__title">{t('routes.editUser')}</h1>
        <p role="alert">{t(page.textKey)}</p>
      </section>
    );
  }
  const [setup, loaded] = page.data;
  const target = loaded?.[0];
  const permissions = (target?.customerPermissions ?? []).flatMap((p) => (isRole(p.role) ? [{ ...p, role: p.role }] : []));
  const manageable = target !== undefined && (target.userId === setup.admin.userId || mayManage(setup.admin.ceilings, permissions));
  if (!loaded || !manageable) {
    // An id that names no user of the admin's companies is a 404, with the spec's message.
    if (!loaded) setPageStatus(404);
    return (
      <section className="page page--narrow">
        <PageTitle title={t('routes.editUser')} />
        {back}
        <h1 className="page__title">{t('routes.editUser')}</h1>
        <p role="alert">{t(loaded ? 'userAdmin.messages.notAllowed' : 'userAdmin.messages.notFound')}</p>
      </section>
    );
  }
  const [user, audit] = loaded;
  const name = `${user.firstName} ${user.lastName}`;
  const isSelf = user.userId === setup.admin.userId;
  const pending = user.pendingActivation === true;
  const active = user.active !== false;
  const justCreated = new URLSearchParams(query).get('skapad') === '1';
  const status = active ? 'userAdmin.status.active' : pending ? 'userAdmin.status.pending' : 'userAdmin.status.inactive';
  const customerNames = new Map(setup.customers.map((customer) => [customer.customerId, customer.customerName]));
  const projectNames = new Map(setup.customers.flatMap((customer) => customer.projects.map((project) => [project.projectId, project.projectName] as const)));
  return (
    <section className="page page--user-form">
      <PageTitle title={`${t('routes.editUser')}: ${name}`} />
      {back}
      <h1 className="page__title">{name}</h1>
      {justCreated && pending ? <p className="user-account__note" role="status">{t('userAdmin.messages.created', { email: user.email })}</p> : null}
      <section aria-labelledby="user-account-title">
        <h2 id="user-account-title">{t('userAdmin.account.title')}</h2>
        <p>
          {t('userAdmin.list.status')}: <strong data-testid="user-status">{t(status)}</strong>
        </p>
        {pending ? <p className="form-hint">{t('userAdmin.account.pendingNote')}</p> : null}
        <div className="user-account">
          {pending ? <ResendActivationForm userId={user.userId} label={t('userAdmin.account.resend')} /> : null}
          {isSelf ? null : (
            <ConfirmActiveForm
              userId={user.userId}
              activate={!active && !pending}
              texts={
                active || pending
                  ? { button: t('userAdmin.account.deactivate'), question: t('userAdmin.account.deactivateConfirm', { name }), confirm: t('userAdmin.account.confirmDeactivate'), cancel: t('common.cancel') }
                  : { button: t('userAdmin.account.reactivate'), question: t('userAdmin.account.reactivateConfirm', { name }), confirm: t('userAdmin.account.confirmReactivate'), cancel: t('common.cancel') }
              }
            />
          )}
        </div>
      </section>
      <UserForm
        mode="edit"
        userId={user.userId}
        values={{
          firstName: user.firstName,
          lastName: user.lastName,
          email: user.email,
          mobileNumber: user.mobileNumber ?? '',
          customers: user.customerPermissions
            .filter((p) => customerNames.has(p.customerId))
            .map((p) => ({ customerId: p.customerId, role: p.role, projectId: p.projectId ?? '', denies: p.permissionDenies })),
        }}
        customers={setup.customers}
        denies={setup.denies}
        editPermissions={!isSelf}
        texts={setup.texts}
      />
      <UserHistory entries={audit} customerNames={customerNames} projectNames={projectNames} />
    </section>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
