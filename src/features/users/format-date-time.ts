import { stockholmTime } from '../../../domain/calendar/stockholm-clock';

/** "2026-11-23 14:05" in Stockholm time (the history's "when"); '' for an unreadable value. */
export function formatDateTime(iso: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  const { date, minutes } = stockholmTime(instant);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date} ${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}
