import type { PageProps } from 'waku/router';
import { NewPasswordFields } from '../../../features/account/components/new-password-fields';
import { PageTitle } from '../../../components/page-title';
import { safeReturnTo } from '../../../lib/routes/safe-return-to';
import { t } from '../../../lib/texts';

// The new-password challenge after a first sign-in; the challenge itself waits in an HttpOnly cookie.
export default async function NewPasswordPage({ query }: PageProps<'/logga-in/nytt-losenord'>) {
  const returnTo = safeReturnTo(new URLSearchParams(query).get('returnTo'));
  return (
    <section className="page page--narrow">
      <PageTitle title={t('auth.newPasswordTitle')} />
      <h1 className="page__title">{t('auth.newPasswordTitle')}</h1>
      <p className="page__lead">{t('auth.newPasswordLead')}</p>
      <form method="post" action="/api/session/new-password">
        <input type="hidden" name="returnTo" value={returnTo} />
        <NewPasswordFields idPrefix="new" />
        <p className="form-actions">
          <button type="submit" className="button button--primary">{t('auth.savePassword')}</button>
        </p>
      </form>
    </section>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
