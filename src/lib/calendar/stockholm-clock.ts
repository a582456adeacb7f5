/**
 * Minutes since midnight on the Stockholm wall clock. Delivery windows are Swedish opening times;
 * the worker's clock is UTC and daylight saving moves the offset twice a year.
 */
const clock = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Stockholm', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

export function stockholmMinutes(now: Date = new Date()): number {
  const parts = clock.formatToParts(now);
  const value = (type: 'hour' | 'minute') => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return value('hour') * 60 + value('minute');
}

/** "HH:MM" → minutes since midnight; "24:00" is the end of the day. */
export function minutesOf(time: string): number {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}
