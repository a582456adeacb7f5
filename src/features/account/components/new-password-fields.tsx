import { t } from '../../../lib/texts';

/** The new password twice, with the rule spelt out (first sign-in and activation share it). */
export function NewPasswordFields({ idPrefix }: { idPrefix: string }) {
  return (
    <>
      <p className="form-field">
        <label htmlFor={`${idPrefix}-password`}>{t('auth.newPassword')}</label>
        <input id={`${idPrefix}-password`} name="newPassword" type="password" autoComplete="new-password" required minLength={8} maxLength={200} aria-describedby={`${idPrefix}-rule`} />
        <span id={`${idPrefix}-rule`} className="form-hint">{t('errors.password_policy')}</span>
      </p>
      <p className="form-field">
        <label htmlFor={`${idPrefix}-confirm`}>{t('auth.confirmPassword')}</label>
        <input id={`${idPrefix}-confirm`} name="confirmPassword" type="password" autoComplete="new-password" required minLength={8} maxLength={200} />
      </p>
    </>
  );
}
