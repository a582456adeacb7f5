'use client';

import { useEffect } from 'react';

/**
 * Submits the transfer form once the page is interactive. The form stays a plain server-rendered
 * form with a visible button, so the transfer also works without JavaScript.
 */
export function AutoSubmit({ formId }: { formId: string }) {
  useEffect(() => {
    const form = document.getElementById(formId);
    // The prototype's submit: a field named "submit" would shadow form.submit().
    if (form instanceof HTMLFormElement) HTMLFormElement.prototype.submit.call(form);
  }, [formId]);
  return null;
}
