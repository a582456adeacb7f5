'use client';

import { useState } from 'react';
import { t } from '../../../lib/texts';
import { addressMatches } from '../address-search';
import type { AddressView } from '../delivery-view';
import { describedBy, FieldError } from '../../../components/feedback/field-error';
import { addAddressDialogId } from './add-address-dialog-id';

/**
 * Delivery address from the address book, narrowed by the word search of spec point 5. Its "Lägg
 * till ny adress" opens its delivery's add-address dialog; the address saved there comes back as
 * one more in `addresses`, and this picker checks it.
 */
export function AddressPicker({ name, deliveryIndex, addresses, defaultValue, error }: { name: string; deliveryIndex: number; addresses: AddressView[]; defaultValue: string; error: string | undefined }) {
  const dialogId = addAddressDialogId(deliveryIndex);
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState(defaultValue);
  // The addresses there were when this picker opened the dialog; null while it has not.
  const [before, setBefore] = useState<string[] | null>(null);
  const added = before ? addresses.find((address) => !before.includes(address.addressId) && address.valid) : undefined;
  if (added) {
    setChosen(added.addressId);
    setBefore(null);
  }
  const openDialog = () => {
    const dialog = document.getElementById(dialogId);
    if (!(dialog instanceof HTMLDialogElement)) return;
    setBefore(addresses.map((address) => address.addressId));
    if (!dialog.open) dialog.showModal();
    // Cancelled: stop waiting.
    dialog.addEventListener('close', () => setBefore(null), { once: true });
  };
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
      <button type="button" className="button button--secondary" command="show-modal" commandfor={dialogId} onClick={openDialog}>
        {t('checkoutFlow.address.addTitle')}
      </button>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
