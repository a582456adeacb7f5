import { href } from '../../../lib/routes/href';
import { t } from '../../../lib/texts';

/**
 * E-mail and password, posted to the edge (works without JavaScript). The same form sits in the
 * account flyout and on /logga-in; `idPrefix` keeps their field ids apart on one page. With
 * `offerPunchoutCart` (a punch-out session is open) it offers to bring that cart's lines along.
 */
export function SignInForm({ returnTo, idPrefix, offerPunchoutCart = false }: { returnTo: string; idPrefix: string; offerPunchoutCart?: boolean }) {
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
      {offerPunchoutCart ? (
        <p className="form-field form-field--checkbox">
          <input id={`${idPrefix}-bring-cart`} type="checkbox" name="bringCart" value="1" defaultChecked />
          <label htmlFor={`${idPrefix}-bring-cart`}>{t('punchoutSignIn.bringCart')}</label>
        </p>
      ) : null}
      <p className="form-actions">
        <button type="submit" className="button button--primary">{t('auth.submit')}</button>
        <a href={href('gloemt-loesenord')}>{t('auth.forgotPassword')}</a>
      </p>
    </form>
  );
}
