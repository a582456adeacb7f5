import type { Customer } from '../../../lib/upstream/auth/auth-schemas';
import { t } from '../../../lib/texts';

interface PickerProps {
  /** Only the customers the user may choose (selectableCustomers: EJ_ANDRA_SORTIMENT keeps one assortment). */
  customers: Customer[];
  customerId: string | undefined;
  projectId: string | undefined;
  returnTo: string;
  idPrefix: string;
}

/** One choice per customer and per project, posted to the edge, which checks and remembers it. */
export function CustomerContextPicker({ customers, customerId, projectId, returnTo, idPrefix }: PickerProps) {
  const current = `${customerId ?? ''}|${projectId ?? ''}`;
  return (
    <form className="context-picker" method="post" action="/api/session/context">
      <input type="hidden" name="returnTo" value={returnTo} />
      <p className="form-field">
        <label htmlFor={`${idPrefix}-context`}>{t('context.label')}</label>
        <select id={`${idPrefix}-context`} name="context" defaultValue={current}>
          {customers.map((customer) => (
            <optgroup key={customer.customerId} label={customer.customerName}>
              <option value={`${customer.customerId}|`}>
                {customer.customerName} – {t('context.noProject')}
              </option>
              {customer.projects.map((project) => (
                <option key={project.projectId} value={`${customer.customerId}|${project.projectId}`}>
                  {customer.customerName} – {project.projectName}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </p>
      <p className="form-field form-field--checkbox">
        <input id={`${idPrefix}-bring-cart`} type="checkbox" name="bringCart" value="1" defaultChecked />
        <label htmlFor={`${idPrefix}-bring-cart`}>{t('context.bringCart')}</label>
      </p>
      <p className="form-actions">
        <button type="submit" className="button button--primary">{t('context.change')}</button>
        <button type="submit" name="clear" value="1" className="button button--link">{t('context.clear')}</button>
      </p>
    </form>
  );
}
