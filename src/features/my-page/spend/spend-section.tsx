import 'server-only';
import { serviceFaultText } from '../../../lib/request';
import { t } from '../../../lib/texts';
import { loadSpendView, type SpendOutcome } from './load-spend';
import { SpendChart } from './spend-chart-svg';
import { SPEND_CSV_PATH } from './spend-csv-path';
import { SpendTable } from './spend-table';

/** The financial follow-up: chart, table and download, or why there is none. */
export async function SpendSection() {
  const outcome: SpendOutcome | { status: 'failed' } = await loadSpendView().catch((error: unknown) => {
    if (serviceFaultText(error)) return { status: 'failed' as const };
    throw error;
  });
  if (outcome.status === 'denied') return <p className="form-message form-message--error">{t('errors.no_permission')}</p>;
  if (outcome.status === 'no-prices') return <p className="page__lead">{t('myPages.spend.noPrices')}</p>;
  if (outcome.status === 'failed') return <p className="form-message form-message--error">{t('myPages.spend.unavailable')}</p>;
  const { view } = outcome;
  if (view.totalOre === 0) return <p className="page__lead">{t('myPages.spend.empty')}</p>;
  return (
    <div className="spend">
      <SpendChart view={view} />
      <SpendTable view={view} />
      <p>
        <a className="button button--secondary" href={SPEND_CSV_PATH} download>
          {t('myPages.spend.download')}
        </a>
      </p>
    </div>
  );
}
