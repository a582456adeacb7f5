import type { AuditEntry } from '../../../lib/upstream/auth/user-admin-schemas';
import { t, type TextKey } from '../../../lib/texts';
import { formatDateTime } from '../format-date-time';

const FIELD_KEYS: Record<string, TextKey> = {
  firstName: 'userAdmin.history.fields.firstName',
  lastName: 'userAdmin.history.fields.lastName',
  email: 'userAdmin.history.fields.email',
  mobileNumber: 'userAdmin.history.fields.mobileNumber',
  active: 'userAdmin.history.fields.active',
};

/** A stored value in words: booleans as ja/nej, roles and denies by their Swedish names. */
function valueText(field: string, value: string | null, projectNames: ReadonlyMap<string, string>): string {
  if (value === null || value === '') return t('userAdmin.history.none');
  if (field === 'active') return t(value === 'true' ? 'userAdmin.history.yes' : 'userAdmin.history.no');
  if (!field.startsWith('customerPermissions.')) return value;
  return value
    .split(' ')
    .map((part) => (/^(USER|BUYER_ADMIN|SELLER_ADMIN|SITE_ADMIN)$/.test(part) ? t(`roles.${part}` as TextKey) : /^EJ_/.test(part) ? t(`userAdmin.denies.${part}.label` as TextKey) : (projectNames.get(part) ?? part)))
    .join(', ');
}

function fieldText(field: string, customerNames: ReadonlyMap<string, string>): string {
  const customerId = /^customerPermissions\.(.+)$/.exec(field)?.[1];
  if (customerId) return t('userAdmin.history.fields.customerPermission', { customer: customerNames.get(customerId) ?? customerId });
  const key = FIELD_KEYS[field];
  return key ? t(key) : field;
}

/** The change history of one user (who, when, what), newest first. */
export function UserHistory({ entries, customerNames, projectNames }: { entries: AuditEntry[]; customerNames: ReadonlyMap<string, string>; projectNames: ReadonlyMap<string, string> }) {
  return (
    <section className="user-history" aria-labelledby="user-history-title">
      <h2 id="user-history-title">{t('userAdmin.history.title')}</h2>
      {entries.length === 0 ? (
        <p>{t('userAdmin.history.empty')}</p>
      ) : (
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{t('userAdmin.history.when')}</th>
              <th scope="col">{t('userAdmin.history.who')}</th>
              <th scope="col">{t('userAdmin.history.what')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry, index) => (
              <tr key={`${entry.at}-${index}`}>
                <td><time dateTime={entry.at}>{formatDateTime(entry.at)}</time></td>
                <td>{entry.actor.name ?? t('userAdmin.history.unknownActor')}</td>
                <td>
                  <strong>{t(`userAdmin.history.actions.${entry.action}`)}</strong>
                  <ul className="user-history__changes">
                    {entry.changes.map((change) => (
                      <li key={change.field}>
                        {t('userAdmin.history.change', { field: fieldText(change.field, customerNames), from: valueText(change.field, change.from, projectNames), to: valueText(change.field, change.to, projectNames) })}
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
