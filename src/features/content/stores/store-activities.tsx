import type { StoreActivity } from '../../../lib/upstream/content';
import { t } from '../../../lib/texts';
import { ContentIcon } from '../components/content-icon';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'maj', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'];
/** "12 dec" from 2026-12-12: short, Swedish, and the same in every time zone. */
const dayAndMonth = (date: string) => `${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1] ?? ''}`;

/** Events in the store, soonest first. */
export function StoreActivities({ activities }: { activities: readonly StoreActivity[] }) {
  if (activities.length === 0) return null;
  const sorted = [...activities].sort((a, b) => a.startDate.localeCompare(b.startDate));
  return (
    <section className="store-activities">
      <h2>{t('content.store.activities')}</h2>
      <ul>
        {sorted.map((activity) => (
          <li key={activity.id} className="store-activity">
            <time dateTime={activity.startDate} className="store-activity__date">
              <ContentIcon name="calendar" />
              {dayAndMonth(activity.startDate)}
              {activity.endDate && activity.endDate !== activity.startDate ? `–${dayAndMonth(activity.endDate)}` : ''}
            </time>
            <div>
              <h3 className="store-activity__title">{activity.title}</h3>
              {activity.description ? <p>{activity.description}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
