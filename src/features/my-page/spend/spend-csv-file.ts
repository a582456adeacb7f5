import { t } from '../../../lib/texts';
import type { Spend } from '../../../lib/upstream/order/get-spend';
import { toSpendCsv } from './spend-csv';
import { toSpendView } from './spend-view';

/** The CSV download: its text and a file name with the months it covers. */
export function spendCsvFile(spend: Spend): { name: string; text: string } {
  const view = toSpendView(spend, { noProject: t('myPages.spend.noProject') });
  return {
    name: `${t('myPages.spend.fileName')}-${spend.from}-${spend.to}.csv`,
    text: toSpendCsv(view, { month: t('myPages.spend.month'), total: t('myPages.spend.total') }),
  };
}
