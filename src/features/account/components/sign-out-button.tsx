import { t } from '../../../lib/texts';

/** Sign-out is a POST (never a link a crawler or a prefetch could follow). */
export function SignOutButton() {
  return (
    <form className="sign-out-form" method="post" action="/api/session/sign-out">
      <button type="submit" className="button button--secondary">{t('auth.signOut')}</button>
    </form>
  );
}
