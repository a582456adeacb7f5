import 'server-only';
import type { TextKey } from '../texts';
import { serviceFaultText } from './service-fault';

/**
 * Critical page data as a rendered state (ARCHITECTURE.md "Page budgets"): a service that is down,
 * stalled past its budget or answering 5xx makes the part of the page that needed it show the
 * spec's message (point 8), never a 500 page. What is not a service fault still goes on to the
 * framework: a 404 stays the 404 page, a 401 signs the visitor out, a bug is a bug.
 */
export type PageData<T> = { failed: false; data: T } | { failed: true; textKey: TextKey };

export async function loadPageData<T>(load: () => Promise<T>): Promise<PageData<T>> {
  try {
    return { failed: false, data: await load() };
  } catch (error) {
    const textKey = serviceFaultText(error);
    if (textKey === undefined) throw error;
    return { failed: true, textKey };
  }
}
