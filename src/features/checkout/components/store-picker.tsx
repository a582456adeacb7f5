'use client';

import { useState } from 'react';
import { t } from '../../../lib/texts';
import type { StoreView } from '../delivery-view';
import { describedBy, FieldError } from '../../../components/feedback/field-error';

const fold = (text: string) => text.toLocaleLowerCase('sv');

/**
 * Pickup store with a search by town or name. The search only narrows the list (every word must
 * match); without script the whole list is there. The chosen store stays listed while it is
 * filtered away, so a search never silently changes the choice.
 */
export function StorePicker({ name, stores, defaultValue, error }: { name: string; stores: StoreView[]; defaultValue: string; error: string | undefined }) {
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState(defaultValue);
  const words = fold(query).split(/\s+/).filter(Boolean);
  const visible = stores.filter((store) => store.id === chosen || words.every((word) => fold(`${store.name} ${store.city}`).includes(word)));
  const errorId = `${name}-error`;
  return (
    <div className="form-field delivery-section__store">
      <label htmlFor={`${name}-search`}>{t('checkoutFlow.store.search')}</label>
      <input id={`${name}-search`} type="search" value={query} onChange={(event) => setQuery(event.target.value)} autoComplete="off" />
      <label htmlFor={name}>{t('checkoutFlow.store.label')}</label>
      <select id={name} name={name} value={chosen} onChange={(event) => setChosen(event.target.value)} {...describedBy(errorId, error)}>
        {visible.map((store) => (
          <option key={store.id} value={store.id}>
            {store.city && store.city !== store.name ? `${store.name}, ${store.city}` : store.name}
          </option>
        ))}
      </select>
      {visible.length <= 1 && words.length > 0 ? <span className="form-hint">{t('checkoutFlow.store.noMatch')}</span> : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
