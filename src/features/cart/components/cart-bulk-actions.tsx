'use client';

import { useState, type MouseEvent } from 'react';
import { exportCartLines } from '../actions/export-cart-lines';
import { removeLines } from '../actions/remove-lines';
import type { CartEditorTexts } from '../cart-texts';
import { useCartAction } from '../use-cart-action';
import { TimedMessage } from './timed-message';
import { LIST_NAMES } from '../../analytics';

/** Saves an exported file the way a link download would. */
function download(filename: string, contentType: string, base64: string) {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: contentType }));
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** The ids ticked in the line checkboxes (they belong to this form through form="cart-bulk"). */
const selectedIds = (form: HTMLFormElement | null) => (form ? new FormData(form).getAll('cartItemId').map(String) : []);

/**
 * Remove selected, empty the cart, export chosen lines (all when none are chosen). The line
 * checkboxes submit with this form, so removing the selected lines works without JavaScript.
 */
export function CartBulkActions({ texts }: { texts: CartEditorTexts }) {
  const [state, action, pending] = useCartAction(removeLines, { listName: LIST_NAMES.cart });
  const [format, setFormat] = useState<'xlsx' | 'csv'>('xlsx');
  const [exportMessage, setExportMessage] = useState('');
  const [exporting, setExporting] = useState(false);

  const confirmEmpty = (event: MouseEvent<HTMLButtonElement>) => {
    if (!window.confirm(texts.emptyConfirm)) event.preventDefault();
  };
  const exportChosen = async (event: MouseEvent<HTMLButtonElement>) => {
    setExporting(true);
    setExportMessage('');
    const answer = await exportCartLines(selectedIds(event.currentTarget.form), format);
    setExporting(false);
    if (answer.ok) download(answer.filename, answer.contentType, answer.base64);
    else setExportMessage(answer.message);
  };

  return (
    <form id="cart-bulk" action={action} className="cart-bulk" aria-busy={pending || exporting || undefined}>
      <button type="submit" className="button button--secondary" disabled={pending}>{texts.removeSelected}</button>
      <button type="submit" name="intent" value="empty" className="button button--secondary" disabled={pending} onClick={confirmEmpty}>{texts.empty}</button>
      <span className="cart-bulk__export">
        <label htmlFor="cart-export-format">{texts.format}</label>
        <select id="cart-export-format" value={format} onChange={(event) => setFormat(event.target.value === 'csv' ? 'csv' : 'xlsx')}>
          <option value="xlsx">Excel (.xlsx)</option>
          <option value="csv">CSV (.csv)</option>
        </select>
        <button type="button" className="button button--secondary" onClick={exportChosen} disabled={exporting}>{texts.exportSelected}</button>
      </span>
      <TimedMessage text={exportMessage || state.message} stamp={exportMessage || state} error={Boolean(exportMessage) || state.status !== 'done'} className="cart-bulk__message" />
    </form>
  );
}
