import type { SpecialHours, WeeklyHours } from '../../../lib/upstream/content';
import { t } from '../../../lib/texts';
import { openStatus, parseDayHours, thisWeek, upcomingSpecialHours, type DayHours } from './opening-hours';
import { stockholmNow, type StockholmNow } from './stockholm-clock';

const hoursText = (hours: DayHours | undefined) => (!hours ? '–' : hours.kind === 'closed' ? t('content.store.closed') : hours.text);
const shortDate = (date: string) => `${Number(date.slice(8, 10))}/${Number(date.slice(5, 7))}`;

/** "Öppet nu · Stänger 18:00" or "Stängt nu · Öppnar måndag 07:00", for a store right now. */
export function OpenStatusBadge({ weekly, special = [], now = stockholmNow() }: { weekly: WeeklyHours; special?: readonly SpecialHours[]; now?: StockholmNow }) {
  const status = openStatus(weekly, special, now);
  const detail = status.open
    ? t('content.store.closesAt', { time: status.closesAt })
    : status.opensAt
      ? status.opensAt.today
        ? t('content.store.opensToday', { time: status.opensAt.time })
        : t('content.store.opensAt', { day: t(`content.store.weekdaysLower.${status.opensAt.day}`), time: status.opensAt.time })
      : undefined;
  return (
    <p className={`open-status open-status--${status.open ? 'open' : 'closed'}`}>
      <span className="open-status__state">{status.open ? t('content.store.openNow') : t('content.store.closedNow')}</span>
      {detail ? <span className="open-status__detail">{detail}</span> : null}
    </p>
  );
}

/**
 * This week's opening hours, Monday to Sunday with Swedish day names, today's row marked (in
 * Stockholm time), special hours of this week shown on their day, and the coming special days.
 */
export function OpeningHoursTable({ weekly, special, now = stockholmNow() }: { weekly: WeeklyHours; special: readonly SpecialHours[]; now?: StockholmNow }) {
  const rows = thisWeek(weekly, special, now);
  const upcoming = upcomingSpecialHours(special, now);
  return (
    <div className="opening-hours">
      <h2 className="opening-hours__title">{t('content.store.openingHours')}</h2>
      <OpenStatusBadge weekly={weekly} special={special} now={now} />
      <table className="opening-hours__table">
        <tbody>
          {rows.map((row) => (
            <tr key={row.day} className={row.isToday ? 'opening-hours__today' : undefined} {...(row.isToday ? { 'aria-current': 'date' as const } : {})}>
              <th scope="row">
                {t(`content.store.weekdays.${row.day}`)}
                {row.isToday ? <span className="opening-hours__today-label"> ({t('content.store.today')})</span> : null}
                {row.special ? <span className="opening-hours__special-name">{row.special.name}</span> : null}
              </th>
              <td>{hoursText(row.hours)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {upcoming.length > 0 ? (
        <>
          <h3 className="opening-hours__subtitle">{t('content.store.specialHours')}</h3>
          <table className="opening-hours__table opening-hours__table--special">
            <tbody>
              {upcoming.map((item) => (
                <tr key={item.date}>
                  <th scope="row">
                    {item.name} <span className="opening-hours__date">{shortDate(item.date)}</span>
                  </th>
                  <td>{hoursText(parseDayHours(item.hours))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
    </div>
  );
}
