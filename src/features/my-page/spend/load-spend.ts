import 'server-only';
import { callAsUser, getPermissions, getRequestContext } from '../../../lib/request';
import { t } from '../../../lib/texts';
import { getSpend } from '../../../lib/upstream/order/get-spend';
import { toSpendView, type SpendView } from './spend-view';

export type SpendOutcome = { status: 'ok'; view: SpendView } | { status: 'denied' } | { status: 'no-prices' };

/**
 * The current buyer's spend of the last twelve months. The deny is checked here as well as by the
 * route guard and the order service: the CSV route and my page call this without the guard.
 */
export async function loadSpendView(): Promise<SpendOutcome> {
  const permissions = getPermissions();
  if (!permissions.viewFinancialFollowUp) return { status: 'denied' };
  if (!permissions.viewPrices) return { status: 'no-prices' };
  const { session, services } = getRequestContext();
  const spend = await callAsUser((token) => getSpend(services.order, { token, customerId: session?.customerId }));
  return { status: 'ok', view: toSpendView(spend, { noProject: t('myPages.spend.noProject') }) };
}
