'use client';

import { AddressForm, type AddressFormProps } from './address-form';

export interface AddressFormDialogProps extends Omit<AddressFormProps, 'dialogId' | 'idPrefix' | 'title'> {
  /** Unique on the page: names the dialog and prefixes its fields' ids. */
  id: string;
  title: string;
  opener: { text: string; label?: string; className: string };
}

/**
 * A button and the modal dialog with the address form it opens. The dialog keeps focus inside,
 * closes on Escape and gives focus back to the button. Invoker commands open and close it before
 * the page's scripts run (and in a browser without scripts); the click handlers do it in a browser
 * without commands.
 */
export function AddressFormDialog({ id, title, opener, ...form }: AddressFormDialogProps) {
  const show = () => {
    const dialog = document.getElementById(id);
    if (dialog instanceof HTMLDialogElement && !dialog.open) dialog.showModal();
  };
  return (
    <>
      <button type="button" className={opener.className} aria-label={opener.label} aria-haspopup="dialog" command="show-modal" commandfor={id} onClick={show}>
        {opener.text}
      </button>
      <AddressForm {...form} idPrefix={id} dialogId={id} title={title} />
    </>
  );
}
