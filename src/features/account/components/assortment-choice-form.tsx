import { t } from '../../../lib/texts';

interface AssortmentChoiceProps {
  /** The customer's own assortment; the form is only rendered when there is one. */
  ownName: string;
  browsesFullRange: boolean;
  returnTo: string;
  idPrefix: string;
}

/**
 * The buyer's choice between their customer's own assortment and the full range (decision 029),
 * posted to the edge, which checks EJ_ANDRA_SORTIMENT and remembers it for the session. A plain
 * form post: the answer is a redirect, so the next page renders the menu in the new assortment.
 */
export function AssortmentChoiceForm({ ownName, browsesFullRange, returnTo, idPrefix }: AssortmentChoiceProps) {
  const current = browsesFullRange ? 'full' : 'own';
  const options = [
    { value: 'own', label: t('assortment.choice.own', { name: ownName }) },
    { value: 'full', label: t('assortment.choice.full') },
  ];
  return (
    <form className="assortment-choice" method="post" action="/api/session/assortment">
      <input type="hidden" name="returnTo" value={returnTo} />
      <fieldset aria-describedby={`${idPrefix}-assortment-hint`}>
        <legend>{t('assortment.choice.legend')}</legend>
        {options.map((option) => (
          <label key={option.value} className="form-choice">
            <input id={`${idPrefix}-assortment-${option.value}`} type="radio" name="choice" value={option.value} defaultChecked={current === option.value} />
            {option.label}
          </label>
        ))}
        <span className="form-hint" id={`${idPrefix}-assortment-hint`}>{t('assortment.choice.hint')}</span>
      </fieldset>
      <p className="form-actions">
        <button type="submit" className="button button--secondary">{t('assortment.choice.show')}</button>
      </p>
    </form>
  );
}
