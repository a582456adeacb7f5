import { formatPrice } from '../../../lib/format';
import { t } from '../../../lib/texts';
import { monthLabel, type SpendView } from './spend-view';

const kronor = (ore: number) => formatPrice(ore / 100);

/** The chart's figures as a table: a row per month, a column per project, totals both ways. */
export function SpendTable({ view }: { view: SpendView }) {
  return (
    <div className="spend-table" role="region" aria-labelledby="spend-table-caption" tabIndex={0}>
      <table className="data-table">
        <caption id="spend-table-caption">{t('myPages.spend.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('myPages.spend.month')}</th>
            {view.series.map((series) => (
              <th scope="col" className="numeric" key={series.key}>
                {series.name}
              </th>
            ))}
            <th scope="col" className="numeric">{t('myPages.spend.total')}</th>
          </tr>
        </thead>
        <tbody>
          {view.months.map((month) => (
            <tr key={month.month} data-month={month.month}>
              <th scope="row">{monthLabel(month.month)}</th>
              {view.series.map((series) => (
                <td key={series.key} className="numeric">
                  {kronor(month.byProject[series.key] ?? 0)}
                </td>
              ))}
              <td className="numeric">{kronor(month.totalOre)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('myPages.spend.sum')}</th>
            {view.series.map((series) => (
              <td key={series.key} className="numeric">
                {kronor(view.projectTotalsOre[series.key] ?? 0)}
              </td>
            ))}
            <td className="numeric" data-total>
              {kronor(view.totalOre)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
