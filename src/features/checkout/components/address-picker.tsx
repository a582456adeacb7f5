'use client';

import { useState } from 'react';
import { t } from '../../../lib/texts';
import { addressMatches } from '../address-search';
import type { AddressView } from '../delivery-view';
import { describedBy, FieldError } from '../../../components/feedback/field-error';

/** Delivery address from the address book, narrowed by the word search of spec point 5. */
export function AddressPicker({ name, addresses, defaultValue, error }: { name: string; addresses: AddressView[]; defaultValue: string; error: string | undefined }) {
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState(defaultValue);
  const visible = addresses.filter((address) => address.addressId === chosen || addressMatches(address.search, query));
  const errorId = `${name}-error`;
  return (
    <fieldset className="form-field delivery-section__address" {...describedBy(errorId, error)}>
      <legend>{t('checkoutFlow.address.legend')}</legend>
      {addresses.length > 3 ? (
        <p className="form-field">
          <label htmlFor={`${name}-search`}>{t('checkoutFlow.address.search')}</label>
          <input id={`${name}-search`} type="search" value={query} onChange={(event) => setQuery(event.target.value)} autoComplete="off" />
        </p>
      ) : null}
      {addresses.length === 0 ? <p className="form-hint">{t('checkoutFlow.address.none')}</p> : null}
      {visible.length === 1 && query ? <p className="form-hint">{t('checkoutFlow.address.noMatch')}</p> : null}
      <ul className="address-choices">
        {visible.map((address) => (
          <li key={address.addressId}>
            <label className={address.valid ? 'address-choice' : 'address-choice address-choice--invalid'}>
              <input type="radio" name={name} value={address.addressId} checked={chosen === address.addressId} onChange={() => setChosen(address.addressId)} disabled={!address.valid} />
              <span>
                <strong>{address.title}</strong>
                {address.lines.map((line, index) => (
                  <span key={index} className="address-choice__line">
                    {line}
                  </span>
                ))}
                {address.valid ? null : <span className="address-choice__line">{t('checkoutFlow.address.notValid')}</span>}
              </span>
            </label>
          </li>
        ))}
      </ul>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
