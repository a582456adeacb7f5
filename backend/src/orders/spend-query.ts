import { z } from 'zod';
import { addMonths, currentYearMonth, monthBounds, parseYearMonth } from '../../../domain/calendar';

/** The widest window one spend question may cover; the shop asks for twelve months. */
export const MAX_SPEND_MONTHS = 24;
export const DEFAULT_SPEND_MONTHS = 12;

const Month = z.string().refine((value) => parseYearMonth(value) !== null, 'Expected a month YYYY-MM');

/**
 * GET /orders/spend?from=YYYY-MM&to=YYYY-MM[&customerId]: both months included; without them the
 * last twelve months up to this one (Stockholm). `to` may not lie in the future, `from` not after
 * `to`, and the window is at most 24 months.
 */
export function spendQuery(clock: () => Date = () => new Date()) {
  return z
    .object({
      customerId: z.string().trim().min(1).max(40).optional(),
      from: Month.optional(),
      to: Month.optional(),
    })
    .transform((query, context) => {
      // Read at each parse: a worker lives across midnight at the turn of a month.
      const current = currentYearMonth(clock());
      const to = query.to ?? current;
      const from = query.from ?? addMonths(to, -(DEFAULT_SPEND_MONTHS - 1));
      if (to > current) context.addIssue({ code: 'custom', path: ['to'], message: 'Must not be after the current month' });
      if (from > to) context.addIssue({ code: 'custom', path: ['from'], message: 'Must not be after to' });
      else if (addMonths(from, MAX_SPEND_MONTHS - 1) < to) context.addIssue({ code: 'custom', path: ['from'], message: `At most ${MAX_SPEND_MONTHS} months` });
      return { customerId: query.customerId, from, to, fromDate: monthBounds(from).first, toDate: monthBounds(to).last };
    });
}
export type SpendQuery = z.output<ReturnType<typeof spendQuery>>;
