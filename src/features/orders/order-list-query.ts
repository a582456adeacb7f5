import { addDays, parseIsoDate, todayInStockholm, type IsoDate } from '../../../domain/calendar';
import type { TextKey, TextParams } from '../../lib/texts';
import { ORDER_SORTS, ORDER_STATUSES, type OrderSort, type OrderStatus } from '../../lib/upstream/order/order-schemas';

/** Orders a page of the list; the order service takes up to 100. */
export const ORDERS_PAGE_SIZE = 20;
/** The order service searches at most this much text (backend order-search.ts). */
export const MAX_QUERY_LENGTH = 100;
const MAX_PAGE = 5_000;

export const PERIODS = ['30d', '90d', 'i-ar', 'forra-aret', 'eget'] as const;
export type Period = (typeof PERIODS)[number];

/** The list's state, all of it in the URL (a filtered list can be shared; back works). */
export interface OrderListQuery {
  q: string;
  status: OrderStatus | undefined;
  period: Period | undefined;
  from: IsoDate | undefined;
  to: IsoDate | undefined;
  project: string | undefined;
  sort: OrderSort;
  page: number;
}

export interface ParsedOrderListQuery {
  query: OrderListQuery;
  /** Why part of the URL was not used, as Swedish texts to show. */
  problems: { key: TextKey; params?: TextParams }[];
}

const PROJECT_ID = /^[A-Za-z0-9_-]{1,40}$/;
const earliest = '2000-01-01';

function readDate(text: string | null, problems: ParsedOrderListQuery['problems'], today: IsoDate): IsoDate | undefined {
  if (!text) return undefined;
  const trimmed = text.trim().slice(0, 20);
  if (!parseIsoDate(trimmed)) {
    problems.push({ key: 'orders.list.badDate', params: { date: trimmed } });
    return undefined;
  }
  const latest = `${Number(today.slice(0, 4)) + 1}-12-31`;
  if (trimmed < earliest || trimmed > latest) {
    problems.push({ key: 'orders.list.dateRange' });
    return undefined;
  }
  return trimmed as IsoDate;
}

/** The dates a period preset means on a given day (Stockholm). */
export function periodDates(period: Period, today: IsoDate): { from?: IsoDate; to?: IsoDate } {
  const year = Number(today.slice(0, 4));
  if (period === '30d') return { from: addDays(today, -29), to: today };
  if (period === '90d') return { from: addDays(today, -89), to: today };
  if (period === 'i-ar') return { from: `${year}-01-01` as IsoDate, to: today };
  if (period === 'forra-aret') return { from: `${year - 1}-01-01` as IsoDate, to: `${year - 1}-12-31` as IsoDate };
  return {};
}

/**
 * Reads the list's URL. Nothing in it can make the page fail: an unknown status or sort falls
 * back to the default, a date that does not exist (2026-02-30) or is out of range is left out
 * with a message, dates in the wrong order are swapped out with a message, and a long q is cut.
 */
export function parseOrderListQuery(params: URLSearchParams, today: IsoDate = todayInStockholm()): ParsedOrderListQuery {
  const problems: ParsedOrderListQuery['problems'] = [];
  const rawQ = (params.get('q') ?? '').trim();
  if (rawQ.length > MAX_QUERY_LENGTH) problems.push({ key: 'orders.list.queryTooLong', params: { max: MAX_QUERY_LENGTH } });
  const status = ORDER_STATUSES.find((value) => value === params.get('status'));
  const period = PERIODS.find((value) => value === params.get('period'));
  let from: IsoDate | undefined;
  let to: IsoDate | undefined;
  if (period && period !== 'eget') ({ from, to } = periodDates(period, today));
  else {
    from = readDate(params.get('fran'), problems, today);
    to = readDate(params.get('till'), problems, today);
    if (from && to && from > to) {
      problems.push({ key: 'orders.list.dateOrder' });
      [from, to] = [undefined, undefined];
    }
  }
  const project = params.get('projekt') ?? '';
  const sort = ORDER_SORTS.find((value) => value === params.get('sortering')) ?? 'orderDate:desc';
  const page = Math.min(MAX_PAGE, Math.max(1, Number.parseInt(params.get('sida') ?? '1', 10) || 1));
  return {
    query: { q: rawQ.slice(0, MAX_QUERY_LENGTH), status, period: period ?? (from || to ? 'eget' : undefined), from, to, project: PROJECT_ID.test(project) ? project : undefined, sort, page },
    problems,
  };
}

/** The URL parameters of a list state (defaults left out), for links and the pager. */
export function orderListParams(query: OrderListQuery, overrides: Partial<OrderListQuery> = {}): Record<string, string | number | undefined> {
  const next = { ...query, ...overrides };
  const preset = next.period && next.period !== 'eget';
  return {
    q: next.q || undefined,
    status: next.status,
    period: next.period,
    fran: preset ? undefined : next.from,
    till: preset ? undefined : next.to,
    projekt: next.project,
    sortering: next.sort === 'orderDate:desc' ? undefined : next.sort,
    sida: next.page > 1 ? next.page : undefined,
  };
}
