import { formatNumber } from '../../../lib/format';
import { t } from '../../../lib/texts';
import { formatArea, type SizingResult } from '../cable-sizing';

const decimal = (value: number) => formatNumber(value, { maximumFractionDigits: 2 });

/** The recommendation, the rule that decided it, and every area with its capacity and drop. */
export function SizingResultView({ result }: { result: SizingResult }) {
  const { recommended, input } = result;
  const summary = t('brandPages.calculator.summary', {
    current: decimal(input.currentA),
    length: decimal(input.lengthM),
    system: t(`brandPages.calculator.systems.${input.system}`),
    method: input.method,
  });
  return (
    <section className="cable-calculator__result" aria-labelledby="cable-calculator-result-title">
      <h2 id="cable-calculator-result-title" className="cable-calculator__subtitle">{t('brandPages.calculator.resultTitle')}</h2>
      <p className="cable-calculator__summary">{summary}</p>
      {recommended ? (
        <div className="cable-calculator__answer" data-recommended-area={recommended.areaMm2}>
          <p className="cable-calculator__area">{t('brandPages.calculator.recommended', { area: formatArea(recommended.areaMm2) })}</p>
          <p>{t('brandPages.calculator.drop', { volts: decimal(recommended.dropV), percent: decimal(recommended.dropPercent) })}</p>
          <p>{t('brandPages.calculator.capacity', { amps: decimal(recommended.ampacityA) })}</p>
          <p className="cable-calculator__rule">
            {result.minAreaForCurrent !== null && result.minAreaForCurrent < recommended.areaMm2
              ? t('brandPages.calculator.decidedByDrop', { area: formatArea(result.minAreaForCurrent) })
              : t('brandPages.calculator.decidedByCurrent')}
          </p>
        </div>
      ) : (
        <p className="cable-calculator__answer cable-calculator__answer--none">{t('brandPages.calculator.none')}</p>
      )}
      <div className="cable-calculator__table-wrap">
        <table className="cable-calculator__table">
          <caption>{t('brandPages.calculator.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('brandPages.calculator.area')}</th>
              <th scope="col">{t('brandPages.calculator.ampacity')}</th>
              <th scope="col">{t('brandPages.calculator.dropVolts')}</th>
              <th scope="col">{t('brandPages.calculator.dropPercent')}</th>
              <th scope="col">{t('brandPages.calculator.fits')}</th>
            </tr>
          </thead>
          <tbody>
            {result.checks.map((check) => (
              <tr key={check.areaMm2} aria-current={check === recommended ? 'true' : undefined}>
                <th scope="row">{formatArea(check.areaMm2)}</th>
                <td>{decimal(check.ampacityA)}</td>
                <td>{decimal(check.dropV)}</td>
                <td>{decimal(check.dropPercent)}</td>
                <td>{check.carriesCurrent && check.withinDrop ? t('brandPages.calculator.yes') : t('brandPages.calculator.no')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
