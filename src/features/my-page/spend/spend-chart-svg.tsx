import { formatNumber } from '../../../lib/format';
import { t } from '../../../lib/texts';
import { chartGeometry } from './spend-chart';
import { monthLabel, shortMonthLabel, type SpendView } from './spend-view';

/**
 * The spend as stacked bars, drawn here on the server as plain SVG: no chart library reaches the
 * browser. The picture is labelled as an image; the table beside it carries the same figures for
 * screen readers and for reading exact amounts.
 */
export function SpendChart({ view }: { view: SpendView }) {
  const chart = chartGeometry(view);
  const colourOf = (key: string) => `spend-colour-${view.series.findIndex((series) => series.key === key) % 6}`;
  return (
    <figure className="spend-chart">
      <svg viewBox={`0 0 ${chart.width} ${chart.height}`} role="img" aria-labelledby="spend-chart-title spend-chart-desc" className="spend-chart__svg">
        <title id="spend-chart-title">{t('myPages.spend.chartTitle')}</title>
        <desc id="spend-chart-desc">{t('myPages.spend.chartDescription', { from: monthLabel(view.from), to: monthLabel(view.to) })}</desc>
        <g className="spend-chart__grid" aria-hidden="true">
          {chart.ticks.map((tick) => (
            <g key={tick.valueKronor}>
              <line x1={chart.plot.left} x2={chart.plot.right} y1={tick.y} y2={tick.y} />
              <text x={chart.plot.left - 8} y={tick.y} dominantBaseline="middle" textAnchor="end">
                {formatNumber(tick.valueKronor, { maximumFractionDigits: 0 })}
              </text>
            </g>
          ))}
        </g>
        {chart.bars.map((bar) => (
          <g key={bar.month} aria-hidden="true">
            {bar.segments
              .filter((segment) => segment.height > 0)
              .map((segment) => (
                <rect key={segment.key} className={colourOf(segment.key)} x={bar.x} y={segment.y} width={bar.width} height={segment.height} />
              ))}
            <text className="spend-chart__month" x={bar.x + bar.width / 2} y={chart.plot.bottom + 20} textAnchor="middle">
              {shortMonthLabel(bar.month)}
            </text>
          </g>
        ))}
      </svg>
      <figcaption>
        <ul className="spend-chart__legend">
          {view.series.map((series) => (
            <li key={series.key}>
              <span className={`spend-chart__swatch ${colourOf(series.key)}`} aria-hidden="true" />
              {series.name}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
