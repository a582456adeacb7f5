import { href } from '../../../lib/routes/href';
import { t } from '../../../lib/texts';

/**
 * E-mail and password, posted to the edge (works without JavaScript). The same form sits in the
 * account flyout and on /logga-in; `idPrefix` keeps their field ids apart on one page.
 */
export function SignInForm({ returnTo, idPrefix }: { returnTo: string; idPrefix: string }) {
  return (
    <form className="sign-in-form" method="post" action="/api/session/sign-in">
      <input type="hidden" name="returnTo" value={returnTo} />
      <p className="form-field">
        <label htmlFor={`${idPrefix}-username`}>{t('auth.email')}</label>
        <input id={`${idPrefix}-username`} name="username" type="email" autoComplete="username" required maxLength={254} />
      </p>
      <p className="form-field">
        <label htmlFor={`${idPrefix}-password`}>{t('auth.password')}</label>
        <input id={`${idPrefix}-password`} name="password" type="password" autoComplete="current-password" required maxLength={200} />
      </p>
      <p className="form-actions">
        <button type="submit" className="button button--primary">{t('auth.submit')}</button>
        <a href={href('gloemt-loesenord')}>{t('auth.forgotPassword')}</a>
      </p>
    </form>
  );
}
