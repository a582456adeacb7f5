import { t } from '../../../lib/texts';
import type { MethodView } from '../delivery-view';
import { describedBy, FieldError } from '../../../components/feedback/field-error';

/** The delivery methods open now, as radio buttons (arrow keys move between them). */
export function MethodChoice({ name, methods, defaultValue, error }: { name: string; methods: MethodView[]; defaultValue: string; error: string | undefined }) {
  const errorId = `${name}-error`;
  return (
    <fieldset className="form-field method-choice" {...describedBy(errorId, error)}>
      <legend>{t('checkoutFlow.delivery.methodLegend')}</legend>
      {methods.length === 0 ? <p className="form-hint">{t('checkoutFlow.delivery.noMethodOpen')}</p> : null}
      {methods.map((method) => (
        <label key={method.id} className="method-choice__option">
          <input type="radio" name={name} value={method.id} defaultChecked={defaultValue === method.id} />
          <span>
            {method.name}
            {method.window ? <span className="form-hint"> {method.window}</span> : null}
          </span>
        </label>
      ))}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
