'use client';

import { useState } from 'react';

/** A spreadsheet a buyer may import: the extensions and types a file picker offers. */
export const SPREADSHEET_TYPES = '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';

/**
 * A file input with a Swedish button and file name. The browser draws its own "Choose File / No
 * file chosen" in its own language: the real input lies transparent over the button, so clicks,
 * keys and the label (`htmlFor={id}`) all still reach it. It is described by its hint, if any,
 * and the chosen file's name.
 */
export function FileField({ id, name, accept, hintId, texts }: { id: string; name: string; accept: string; hintId?: string; texts: { choose: string; noFile: string } }) {
  const [fileName, setFileName] = useState('');
  return (
    <span className="file-field">
      <input id={id} className="file-field__input" type="file" name={name} accept={accept} required aria-describedby={hintId ? `${hintId} ${id}-name` : `${id}-name`} onChange={(event) => setFileName(event.currentTarget.files?.[0]?.name ?? '')} />
      <span className="file-field__button button button--secondary" aria-hidden="true">
        {texts.choose}
      </span>
      <span id={`${id}-name`} className="file-field__name">
        {fileName || texts.noFile}
      </span>
    </span>
  );
}
