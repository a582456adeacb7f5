import type { CredentialTokenType } from './credential-tokens';

/** The shop page that takes the token and the new password (spec point 2: /activate-user). */
export const activationLink = (token: string) => `/activate-user?token=${encodeURIComponent(token)}`;

/**
 * The Swedish e-mail for a sign-up or reset request. The link is a path: the shop serves several
 * brands on their own hosts, and the mail sender prefixes the brand's origin.
 */
export function credentialMail(type: CredentialTokenType, firstName: string, token: string): { subject: string; body: string } {
  const link = activationLink(token);
  if (type === 'signup') {
    return {
      subject: 'Aktivera ditt konto',
      body: `Hej ${firstName}!\n\nVälkommen som användare. Välj ditt lösenord och aktivera kontot här:\n${link}\n\nLänken gäller i 24 timmar och kan användas en gång.\n`,
    };
  }
  return {
    subject: 'Återställ ditt lösenord',
    body: `Hej ${firstName}!\n\nVi har fått en begäran om att återställa ditt lösenord. Välj ett nytt lösenord här:\n${link}\n\nLänken gäller i 24 timmar och kan användas en gång. Har du inte bett om detta kan du bortse från mejlet.\n`,
  };
}
