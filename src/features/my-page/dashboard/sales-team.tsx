import 'server-only';
import { callAsUser, getRequestContext, serviceFaultText } from '../../../lib/request';
import { t } from '../../../lib/texts';
import { getCustomerTeam } from '../../../lib/upstream/auth/get-customer-team';

/** A phone number as a tel: link: digits only, the leading 0 becomes Sweden's +46. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '').replace(/^0/, '+46')}`;

/** The customer's sales team (GET /crm/customerteam) with ways to reach each of them. */
export async function SalesTeam() {
  const { session, services } = getRequestContext();
  const customerId = session?.customerId;
  const team = customerId
    ? await callAsUser((token) => getCustomerTeam(services.auth, { token, customerId })).catch((error: unknown) => {
        if (serviceFaultText(error)) return null;
        throw error;
      })
    : [];
  if (team === null) return <p className="form-message form-message--error">{t('myPages.dashboard.teamUnavailable')}</p>;
  if (team.length === 0) return <p>{t('myPages.dashboard.teamEmpty')}</p>;
  return (
    <ul className="sales-team">
      {team.map((member) => (
        <li key={member.email} className="sales-team__member">
          <p className="sales-team__name">{member.name}</p>
          <p className="sales-team__role">{member.role}</p>
          <dl className="sales-team__contact">
            <dt>{t('myPages.dashboard.phone')}</dt>
            <dd>
              <a href={telHref(member.phone)}>{member.phone}</a>
            </dd>
            <dt>{t('myPages.dashboard.email')}</dt>
            <dd>
              <a href={`mailto:${member.email}`}>{member.email}</a>
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
