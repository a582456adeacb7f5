import type { Hono } from 'hono';
import { permissionsOf } from '../../src/lib/auth/permissions';
import type { ShopEnv } from '../../src/lib/request/shop-env';
import { servicesOf } from '../../src/lib/request/request-context';
import { reportError } from '../../src/lib/request/error-reporting';
import { t } from '../../src/lib/texts';
import { UpstreamError, UpstreamUnauthorizedError } from '../../src/lib/upstream';
import { getSpend } from '../../src/lib/upstream/order/get-spend';
// The two modules, not the feature's server face: that one carries the pages' views, and what the
// worker imports lands in the server entry, whose stylesheets Waku links on every page.
import { SPEND_CSV_PATH } from '../../src/features/my-page/spend/spend-csv-path';
import { spendCsvFile } from '../../src/features/my-page/spend/spend-csv-file';
import { renderErrorResponse } from '../error-response';

/**
 * GET /api/mina-sidor/ekonomi.csv: the financial follow-up's figures as a file Excel opens (the
 * page links here). An edge route rather than a page so a plain link downloads it. The deny is
 * checked here and again by the order service; signed-out callers get 401, denied ones 403.
 */
export function registerSpendCsvRoute(app: Hono<ShopEnv>): void {
  app.get(SPEND_CSV_PATH, async (c) => {
    const session = c.var.session;
    const token = c.var.accessToken;
    if (!session || !token) return renderErrorResponse(c, 401, { reason: t('errors.please_login') });
    const permissions = permissionsOf(session);
    if (!permissions.viewFinancialFollowUp || !permissions.viewPrices) return renderErrorResponse(c, 403, { reason: t('errors.no_permission') });
    try {
      const spend = await getSpend(servicesOf(c).order, { token, customerId: session.customerId });
      const file = spendCsvFile(spend);
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="${file.name}"`);
      c.header('Cache-Control', 'private, no-store');
      return c.body(file.text);
    } catch (error) {
      if (error instanceof UpstreamUnauthorizedError) return renderErrorResponse(c, 401, { reason: t('errors.please_login') });
      if (error instanceof UpstreamError && error.status === 403) return renderErrorResponse(c, 403, { reason: t('errors.no_permission') });
      reportError(c, error);
      return renderErrorResponse(c, 503, { reason: t('myPages.spend.unavailable') });
    }
  });
}
