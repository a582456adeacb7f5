import { Streamed } from '../../components/streaming/streamed';
import { t } from '../../lib/texts';
import { CalculatorForm } from './components/calculator-form';
import { MatchingCablesList } from './components/matching-cables-list';
import { SizingResultView } from './components/sizing-result';
import { sizeCable, type SizingInput } from './cable-sizing';
import { parseSizingQuery, SIZING_PARAMS } from './sizing-query';
import './cable-calculator.css';

const FIELD_LABELS: Record<keyof SizingInput, Parameters<typeof t>[0]> = {
  currentA: 'brandPages.calculator.current',
  lengthM: 'brandPages.calculator.length',
  method: 'brandPages.calculator.method',
  system: 'brandPages.calculator.system',
  maxDropPercent: 'brandPages.calculator.maxDrop',
};

/** Ljusgrossen's cable calculator: the form, and once filled the result and the matching cables. */
export function CableCalculatorView({ query }: { query: URLSearchParams }) {
  const parsed = parseSizingQuery(query);
  const result = parsed.state === 'valid' ? sizeCable(parsed.input) : null;
  const values = {
    current: query.get(SIZING_PARAMS.current) ?? '',
    length: query.get(SIZING_PARAMS.length) ?? '',
    method: query.get(SIZING_PARAMS.method) ?? 'B2',
    system: query.get(SIZING_PARAMS.system) ?? '1-fas-230',
    maxDrop: query.get(SIZING_PARAMS.maxDrop) ?? '',
  };
  return (
    <div className="cable-calculator">
      <CalculatorForm values={values} />
      <div className="cable-calculator__output">
        {parsed.state === 'invalid' ? (
          <p className="form-message form-message--error" role="alert">
            {t('brandPages.calculator.invalid', { fields: parsed.fields.map((field) => t(FIELD_LABELS[field])).join(', ') })}
          </p>
        ) : null}
        {result ? <SizingResultView result={result} /> : null}
        {result?.recommended ? (
          <Streamed fallback={<p className="cable-calculator__cables-note" aria-busy="true">{t('brandPages.calculator.cablesTitle')} …</p>}>
            <MatchingCablesList areaMm2={result.recommended.areaMm2} system={result.input.system} />
          </Streamed>
        ) : null}
        <p className="cable-calculator__disclaimer">{t('brandPages.calculator.disclaimer')}</p>
      </div>
    </div>
  );
}
