import type { Store } from '../../../../lib/upstream/location/get-stores';
import { t } from '../../../../lib/texts';

/** Where the picker posts; the edge route checks the store and sets the cookie (worker/routes). */
export const STORE_PREFERENCE_PATH = '/api/preferences/store';

/**
 * A plain form posting to the edge, which remembers the store in a cookie and sends the buyer
 * back here: it works without JavaScript, and the choice holds on every page and after reloads.
 */
export function StorePicker({ stores, storeId, returnTo }: { stores: readonly Store[]; storeId: string; returnTo: string }) {
  if (stores.length === 0) return null;
  return (
    <form className="store-picker" method="post" action={STORE_PREFERENCE_PATH}>
      <input type="hidden" name="returnTo" value={returnTo} />
      <label htmlFor="store-picker-select" className="store-picker__label">
        {t('product.store.label')}
      </label>
      <div className="store-picker__row">
        <select id="store-picker-select" name="storeId" defaultValue={storeId}>
          {stores.map((store) => (
            <option key={store.id} value={store.id}>
              {store.name}
            </option>
          ))}
        </select>
        <button type="submit" className="button button--secondary">
          {t('product.store.submit')}
        </button>
      </div>
    </form>
  );
}
