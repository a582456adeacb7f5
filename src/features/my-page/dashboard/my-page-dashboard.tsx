import 'server-only';
import { Link } from 'waku';
import { Streamed } from '../../../components/streaming/streamed';
import { getAccount, getPermissions, getRequestContext } from '../../../lib/request';
import { t, type TextKey } from '../../../lib/texts';
import { OpenInvoices } from '../../orders/server';
import { LatestOrders } from './latest-orders';
import { SalesTeam } from './sales-team';
import { visibleShortcuts } from './shortcuts';

/** A streamed part's place while it loads, as tall as its usual answer (my-page.css). */
const Loading = ({ part }: { part: 'orders' | 'invoices' | 'team' }) => <p className={`loading-note my-page__loading--${part}`} aria-busy="true" />;

/**
 * My page: the company and project the buyer works in, the newest orders, the sales team and a
 * shortcut to every account screen this buyer may open. Each data part streams in its own
 * Suspense boundary and shows its own message when its service fails.
 */
export async function MyPageDashboard() {
  const account = await getAccount();
  const { session, mode } = getRequestContext();
  if (!account || !session) return null; // the route guard already sent anonymous visitors away
  const { user, customer, projectName } = account;
  const punchout = mode === 'PUNCHOUT';
  const showOrders = getPermissions().viewOrderHistory && !punchout;
  const shortcuts = visibleShortcuts(session, { punchout });
  return (
    <div className="my-page">
      <h1 className="page__title">{t('auth.welcome', { name: user.firstName })}</h1>
      <p className="page__lead">{t('myPage.lead')}</p>

      <section aria-labelledby="my-page-company" className="my-page__section">
        <h2 id="my-page-company">{t('myPages.dashboard.companyHeading')}</h2>
        <dl className="summary-list">
          <dt>{t('myPages.dashboard.customer')}</dt>
          <dd>{customer?.customerName ?? ''}</dd>
          <dt>{t('myPages.dashboard.project')}</dt>
          <dd>{projectName ?? t('myPages.dashboard.noProject')}</dd>
          <dt>{t('profile.email')}</dt>
          <dd>{user.email}</dd>
          <dt>{t('myPages.dashboard.role')}</dt>
          <dd>{session.role ? t(`roles.${session.role}` as TextKey) : ''}</dd>
        </dl>
      </section>

      {showOrders ? (
        <section aria-labelledby="my-page-orders" className="my-page__section">
          <h2 id="my-page-orders">{t('myPages.dashboard.latestOrders')}</h2>
          <Streamed fallback={<Loading part="orders" />}>
            <LatestOrders />
          </Streamed>
        </section>
      ) : null}

      {showOrders ? (
        <div className="my-page__section">
          <Streamed fallback={<Loading part="invoices" />}>
            <OpenInvoices />
          </Streamed>
        </div>
      ) : null}

      <section aria-labelledby="my-page-team" className="my-page__section">
        <h2 id="my-page-team">{t('myPages.dashboard.teamHeading')}</h2>
        <Streamed fallback={<Loading part="team" />}>
          <SalesTeam />
        </Streamed>
      </section>

      <nav aria-labelledby="my-page-shortcuts" className="my-page__section">
        <h2 id="my-page-shortcuts">{t('myPages.dashboard.shortcutsHeading')}</h2>
        <ul className="link-list">
          {shortcuts.map((shortcut) => (
            <li key={shortcut.name}>
              <Link to={shortcut.path}>{t(shortcut.title)}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
