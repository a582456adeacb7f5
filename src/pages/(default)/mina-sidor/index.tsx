import { Link } from 'waku';
import { PageTitle } from '../../../components/page-title';
import { getAccount, getRequestContext } from '../../../lib/request';
import { href } from '../../../lib/routes/href';
import { t, type TextKey } from '../../../lib/texts';

// My page: who I am, for which company and in which role, and where to go from here.
export default async function MyPage() {
  const account = await getAccount();
  const { session, mode } = getRequestContext();
  if (!account || !session) return null; // the route guard already sent anonymous visitors away
  const { user, customer, projectName } = account;
  return (
    <section className="page">
      <PageTitle title={t('routes.myPage')} />
      <h1 className="page__title">{t('auth.welcome', { name: user.firstName })}</h1>
      <p className="page__lead">{t('myPage.lead')}</p>
      <dl className="summary-list">
        <dt>{t('profile.email')}</dt>
        <dd>{user.email}</dd>
        <dt>{t('myPage.company')}</dt>
        <dd>{[customer?.customerName, projectName].filter(Boolean).join(' · ')}</dd>
        <dt>{t('myPage.role')}</dt>
        <dd>{session.role ? t(`roles.${session.role}` as TextKey) : ''}</dd>
      </dl>
      <ul className="link-list">
        <li><Link to={href('mina-sidor-profil')}>{t('myPage.profileLink')}</Link></li>
        <li><Link to={href('mina-sidor-adresser')}>{t('routes.addresses')}</Link></li>
        {mode !== 'PUNCHOUT' ? <li><Link to={href('mina-sidor-ordrar')}>{t('routes.orders')}</Link></li> : null}
        <li><Link to={href('inkopslistor')}>{t('routes.shoppingLists')}</Link></li>
        {session.isAdmin ? <li><Link to={href('anvandare')}>{t('routes.users')}</Link></li> : null}
      </ul>
    </section>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
