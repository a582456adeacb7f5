'use client';

import type { ReactNode } from 'react';
import { useScriptless } from '../streaming/client-streamed';

/**
 * A modal dialog holding a short form (decision 056), opened by its button's invoker command.
 * Without scripts, a post its form's action answers with errors comes back as a whole page, on
 * which the dialog would be closed and the errors unseen: `answeredWithErrors` then renders it
 * open (page-chrome.css places and shades it as the modal). Only on such pages: where scripts run,
 * they show the dialog modally and React must not own its open state.
 */
export function FormDialog({ id, title, answeredWithErrors, children }: { id: string; title: string; answeredWithErrors: boolean; children: ReactNode }) {
  const scriptless = useScriptless();
  return (
    <dialog id={id} className="dialog dialog--form" aria-labelledby={`${id}-title`} open={scriptless && answeredWithErrors ? true : undefined}>
      <h2 id={`${id}-title`} className="dialog__title">
        {title}
      </h2>
      {children}
    </dialog>
  );
}
