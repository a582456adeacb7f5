'use client';

import { useState } from 'react';
import { importCartFile } from '../actions/import-cart-file';
import { useCartAction } from '../use-cart-action';
import { LIST_NAMES } from '../../analytics';

export interface ImportTexts {
  heading: string;
  file: string;
  submit: string;
  progress: string;
  choose: string;
  noFile: string;
}

/** Spreadsheet import with a progress indicator while the file is read and added, and per-row errors. */
export function ImportForm({ texts }: { texts: ImportTexts }) {
  const [state, action, pending] = useCartAction(importCartFile, { listName: LIST_NAMES.import });
  const [fileName, setFileName] = useState('');
  return (
    <form action={action} className="cart-tool cart-import" aria-labelledby="cart-import-heading" aria-busy={pending || undefined}>
      <h2 id="cart-import-heading" className="cart-tool__heading">{texts.heading}</h2>
      <label htmlFor="cart-import-file">{texts.file}</label>
      {/* The browser draws its own "Choose File / No file chosen" in its own language: the real input
          lies transparent over a Swedish button, so clicks, keys and the label all still reach it. */}
      <span className="file-field">
        <input
          id="cart-import-file"
          className="file-field__input"
          type="file"
          name="file"
          accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
          required
          aria-describedby="cart-import-file-name"
          onChange={(event) => setFileName(event.currentTarget.files?.[0]?.name ?? '')}
        />
        <span className="file-field__button button button--secondary" aria-hidden="true">{texts.choose}</span>
        <span id="cart-import-file-name" className="file-field__name">{fileName || texts.noFile}</span>
      </span>
      <button type="submit" className="button button--primary" disabled={pending}>{texts.submit}</button>
      {pending ? (
        <p className="cart-import__progress">
          {/* No byte count comes back from a server action: an indeterminate bar, named for screen readers. */}
          <progress aria-label={texts.progress} />
          <span>{texts.progress}</span>
        </p>
      ) : null}
      <div role="status" aria-live="polite" className="cart-tool__result">
        {state.message ? <p className={state.status === 'done' ? 'cart-tool__message' : 'cart-tool__message cart-tool__message--error'}>{state.message}</p> : null}
        {state.results && state.results.length > 0 ? (
          <ul className="cart-import__errors">
            {state.results.map((result, index) => (
              <li key={index}>{result.text}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </form>
  );
}
