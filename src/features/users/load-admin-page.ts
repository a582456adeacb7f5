import 'server-only';
import { loadPageData } from '../../lib/request';
import type { TextKey } from '../../lib/texts';
import { UpstreamError } from '../../lib/upstream';

/**
 * Data of an administration screen as a rendered state: a service fault shows the spec's message
 * (decision 011), and a 403 (the auth service, reading the caller's current rights, says they
 * administer nothing) shows "Du har inte behörighet…" instead of an error page.
 */
export async function loadAdminPage<T>(load: () => Promise<T>): Promise<{ failed: false; data: T } | { failed: true; textKey: TextKey }> {
  try {
    return await loadPageData(load);
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 403) return { failed: true, textKey: 'userAdmin.messages.notAllowed' };
    throw error;
  }
}
