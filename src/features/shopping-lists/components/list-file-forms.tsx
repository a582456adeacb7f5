'use client';

import { useActionState, useState } from 'react';
import { FileField, SPREADSHEET_TYPES } from '../../../components/forms/file-field';
import { exportList } from '../actions/export-list';
import { importListFile } from '../actions/import-list-file';
import { IDLE_LIST_STATE } from '../list-action-state';

export interface ListFileTexts {
  heading: string;
  export: string;
  format: string;
  exportXlsx: string;
  exportCsv: string;
  import: string;
  importHint: string;
  file: string;
  submit: string;
  choose: string;
  noFile: string;
}

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

/** The ids ticked in the line checkboxes (they belong to form="list-chosen"). */
const chosenIds = () => {
  const form = document.getElementById('list-chosen');
  return form instanceof HTMLFormElement ? new FormData(form).getAll('itemId').map(String) : [];
};

/** Export of the list (or the chosen lines) and, for those who may change it, import of a spreadsheet. */
export function ListFileForms({ listId, editable, texts }: { listId: string; editable: boolean; texts: ListFileTexts }) {
  const [state, action, pending] = useActionState(importListFile, IDLE_LIST_STATE);
  const [format, setFormat] = useState<'xlsx' | 'csv'>('xlsx');
  const [exportMessage, setExportMessage] = useState('');
  const [exporting, setExporting] = useState(false);
  const exportChosen = async () => {
    setExporting(true);
    setExportMessage('');
    const answer = await exportList(listId, chosenIds(), format);
    setExporting(false);
    if (answer.ok) download(answer.filename, answer.contentType, answer.base64);
    else setExportMessage(answer.message);
  };
  return (
    <section className="list-form" aria-labelledby="list-file-heading">
      <h2 id="list-file-heading">{texts.heading}</h2>
      <div className="list-form__row">
        <p className="form-field list-form__format">
          <label htmlFor="list-export-format">{texts.format}</label>
          <select id="list-export-format" value={format} onChange={(event) => setFormat(event.currentTarget.value === 'csv' ? 'csv' : 'xlsx')}>
            <option value="xlsx">{texts.exportXlsx}</option>
            <option value="csv">{texts.exportCsv}</option>
          </select>
        </p>
        <button type="button" className="button button--secondary" onClick={exportChosen} disabled={exporting}>{texts.export}</button>
      </div>
      {exportMessage ? <p role="alert" className="list-form__message--error">{exportMessage}</p> : null}
      {editable ? (
        <form action={action} className="list-form" aria-busy={pending || undefined}>
          <input type="hidden" name="listId" value={listId} />
          <label htmlFor="list-import-file">{texts.import}</label>
          <p id="list-import-hint" className="list-form__hint">{texts.importHint}</p>
          <FileField id="list-import-file" name="file" accept={SPREADSHEET_TYPES} hintId="list-import-hint" texts={texts} />
          <button type="submit" className="button button--secondary" disabled={pending}>{texts.submit}</button>
          <div role="status" aria-live="polite">
            {state.message ? <p className={state.status === 'done' ? 'list-form__message' : 'list-form__message list-form__message--error'}>{state.message}</p> : null}
            {state.results?.length ? (
              <ul className="list-results">
                {state.results.map((result, index) => (
                  <li key={index} className="list-result--error">{result.text}</li>
                ))}
              </ul>
            ) : null}
          </div>
        </form>
      ) : null}
    </section>
  );
}
