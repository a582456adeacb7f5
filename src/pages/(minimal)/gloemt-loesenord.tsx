import { PageTitle } from '../../components/page-title';
import { href } from '../../lib/routes/href';
import { t } from '../../lib/texts';

// Forgot password: the auth service e-mails a link to /activate-user with a one-time token.
export default async function ForgotPasswordPage() {
  return (
    <section className="page page--narrow">
      <PageTitle title={t('auth.forgotTitle')} />
      <h1 className="page__title">{t('auth.forgotTitle')}</h1>
      <p className="page__lead">{t('auth.forgotLead')}</p>
      <form method="post" action="/api/session/forgot-password">
        <p className="form-field">
          <label htmlFor="forgot-email">{t('auth.email')}</label>
          <input id="forgot-email" name="email" type="email" autoComplete="email" required maxLength={254} />
        </p>
        <p className="form-actions">
          <button type="submit" className="button button--primary">{t('auth.forgotSubmit')}</button>
          <a href={href('logga-in')}>{t('auth.signInTitle')}</a>
        </p>
      </form>
    </section>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
