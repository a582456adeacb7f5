'use client';

import { FileField, SPREADSHEET_TYPES } from '../../../components/forms/file-field';
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
  return (
    <form action={action} className="cart-tool cart-import" aria-labelledby="cart-import-heading" aria-busy={pending || undefined}>
      <h2 id="cart-import-heading" className="cart-tool__heading">{texts.heading}</h2>
      <label htmlFor="cart-import-file">{texts.file}</label>
      <FileField id="cart-import-file" name="file" accept={SPREADSHEET_TYPES} texts={texts} />
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
