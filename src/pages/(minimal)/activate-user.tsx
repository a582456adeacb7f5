import type { PageProps } from 'waku/router';
import { NewPasswordFields } from '../../features/account/components/new-password-fields';
import { PageTitle } from '../../components/page-title';
import { t } from '../../lib/texts';

// Opened from the e-mail link (/activate-user?token=…): choose a password to activate the account
// or to replace a forgotten one.
export default async function ActivateUserPage({ query }: PageProps<'/activate-user'>) {
  const token = new URLSearchParams(query).get('token')?.slice(0, 512) ?? '';
  return (
    <section className="page page--narrow">
      <PageTitle title={t('auth.activateTitle')} />
      <h1 className="page__title">{t('auth.activateTitle')}</h1>
      {token ? (
        <>
          <p className="page__lead">{t('auth.activateLead')}</p>
          <form method="post" action="/api/session/activate">
            <input type="hidden" name="token" value={token} />
            <NewPasswordFields idPrefix="activate" />
            <p className="form-actions">
              <button type="submit" className="button button--primary">{t('auth.activateSubmit')}</button>
            </p>
          </form>
        </>
      ) : (
        <p className="page__lead">{t('auth.missingToken')}</p>
      )}
    </section>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
