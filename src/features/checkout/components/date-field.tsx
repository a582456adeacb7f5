'use client';

import { useState } from 'react';
// The calendar rules alone, not the whole calendar: the server's clock stays out of the browser bundle.
import { deliveryDateProblem } from '../../../../domain/calendar/delivery-calendar';
import { t } from '../../../lib/texts';
import type { CalendarView } from '../delivery-view';
import { describedBy, FieldError } from '../../../components/feedback/field-error';

/**
 * Requested delivery date: a date input bounded to tomorrow … a year ahead, with the next delivery
 * days suggested. A date input cannot grey out single days, so the same calendar the server uses
 * checks the choice at once; the server checks it again on submit.
 */
export function DateField({ name, calendar, defaultValue, error }: { name: string; calendar: CalendarView; defaultValue: string; error: string | undefined }) {
  const [value, setValue] = useState(defaultValue);
  const problem = value ? deliveryDateProblem(value, calendar) : null;
  const message = problem ? t(`checkoutFlow.date.${problem}`) : value === defaultValue ? error : undefined;
  const errorId = `${name}-error`;
  const listId = `${name}-dates`;
  const hintId = `${name}-hint`;
  // The hint is always read with the field; an error, when there is one, after it.
  const errorAria = describedBy(errorId, message);
  return (
    <p className="form-field">
      <label htmlFor={name}>{t('checkoutFlow.date.label')}</label>
      <span id={hintId} className="form-hint">
        {t('checkoutFlow.date.hint')}
      </span>
      <input id={name} name={name} type="date" value={value} min={calendar.suggestedDates[0] ?? calendar.today} max={calendar.maxDate} list={listId} onChange={(event) => setValue(event.target.value)} {...errorAria} aria-describedby={[hintId, errorAria['aria-describedby']].filter(Boolean).join(' ')} />
      <datalist id={listId}>
        {calendar.suggestedDates.map((date) => (
          <option key={date} value={date} />
        ))}
      </datalist>
      <FieldError id={errorId} message={message} />
    </p>
  );
}
