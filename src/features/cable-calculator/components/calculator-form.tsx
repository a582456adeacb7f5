import { href } from '../../../lib/routes/href';
import { t } from '../../../lib/texts';
import { DEFAULT_DROP_LIMIT_PERCENT, INSTALLATION_METHODS, SYSTEMS } from '../cable-sizing';
import { SIZING_PARAMS } from '../sizing-query';

export interface CalculatorFormValues {
  current: string;
  length: string;
  method: string;
  system: string;
  maxDrop: string;
}

/**
 * The calculator's form: a GET to the page itself, so it works without JavaScript and a result
 * can be bookmarked or sent to a colleague. The browser checks the ranges; the server checks again.
 */
export function CalculatorForm({ values }: { values: CalculatorFormValues }) {
  return (
    <form className="cable-calculator__form" method="get" action={href('el-kalkyl')} aria-labelledby="cable-calculator-form-title">
      <h2 id="cable-calculator-form-title" className="cable-calculator__subtitle">{t('brandPages.calculator.formTitle')}</h2>
      <p className="form-field">
        <label htmlFor="calc-current">{t('brandPages.calculator.current')}</label>
        <input id="calc-current" name={SIZING_PARAMS.current} inputMode="decimal" required defaultValue={values.current} aria-describedby="calc-current-hint" autoComplete="off" />
        <span className="form-hint" id="calc-current-hint">{t('brandPages.calculator.currentHint')}</span>
      </p>
      <p className="form-field">
        <label htmlFor="calc-length">{t('brandPages.calculator.length')}</label>
        <input id="calc-length" name={SIZING_PARAMS.length} inputMode="decimal" required defaultValue={values.length} aria-describedby="calc-length-hint" autoComplete="off" />
        <span className="form-hint" id="calc-length-hint">{t('brandPages.calculator.lengthHint')}</span>
      </p>
      <p className="form-field">
        <label htmlFor="calc-method">{t('brandPages.calculator.method')}</label>
        <select id="calc-method" name={SIZING_PARAMS.method} defaultValue={values.method}>
          {INSTALLATION_METHODS.map((method) => <option key={method} value={method}>{t(`brandPages.calculator.methods.${method}`)}</option>)}
        </select>
      </p>
      <fieldset className="cable-calculator__systems">
        <legend>{t('brandPages.calculator.system')}</legend>
        {SYSTEMS.map((system) => (
          <label key={system} className="cable-calculator__system">
            <input type="radio" name={SIZING_PARAMS.system} value={system} defaultChecked={values.system === system} />
            {t(`brandPages.calculator.systems.${system}`)}
          </label>
        ))}
      </fieldset>
      <p className="form-field">
        <label htmlFor="calc-drop">{t('brandPages.calculator.maxDrop')}</label>
        <input id="calc-drop" name={SIZING_PARAMS.maxDrop} inputMode="decimal" defaultValue={values.maxDrop || String(DEFAULT_DROP_LIMIT_PERCENT)} aria-describedby="calc-drop-hint" autoComplete="off" />
        <span className="form-hint" id="calc-drop-hint">{t('brandPages.calculator.maxDropHint')}</span>
      </p>
      <p className="form-actions">
        <button type="submit" className="button button--primary">{t('brandPages.calculator.submit')}</button>
      </p>
    </form>
  );
}
