import type { PageProps } from 'waku/router';
import { unstable_redirect as redirect } from 'waku/router/server';
import { SignInForm } from '../../../features/account/components/sign-in-form';
import { PageTitle } from '../../../components/page-title';
import { getRequestContext } from '../../../lib/request';
import { href } from '../../../lib/routes/href';
import { safeReturnTo } from '../../../lib/routes/safe-return-to';
import { t } from '../../../lib/texts';

// The sign-in page; failures come back here with their message as a toast.
export default async function SignInPage({ query }: PageProps<'/logga-in'>) {
  const returnTo = safeReturnTo(new URLSearchParams(query).get('returnTo'));
  const { session, mode } = getRequestContext();
  // A punch-out session may end here in a normal sign-in (decision 033); anyone else signed in moves on.
  const endsPunchout = Boolean(session) && mode === 'PUNCHOUT';
  if (session && !endsPunchout) redirect(returnTo === '/' ? href('mina-sidor') : returnTo);
  return (
    <section className="page page--narrow">
      <PageTitle title={t('auth.signInTitle')} />
      <h1 className="page__title">{t('auth.signInTitle')}</h1>
      <p className="page__lead">{t(endsPunchout ? 'punchoutSignIn.lead' : 'auth.signInLead')}</p>
      <SignInForm returnTo={returnTo} idPrefix="page" offerPunchoutCart={endsPunchout} />
    </section>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
