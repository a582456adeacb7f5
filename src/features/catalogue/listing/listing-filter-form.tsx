'use client';

import { useEffect, useRef, useState, useTransition, type ReactNode } from 'react';
import { useRouter } from 'waku';

interface ListingFilterFormProps {
  id: string;
  action: string;
  /** Changes whenever the server renders another state: the controls are synced to it then. */
  stateKey: string;
  /** The element whose `aria-busy` tells assistive technology that results are on their way. */
  resultsId: string;
  children: ReactNode;
}

/** The form's fields as a query string, empty values left out (a GET form would send them). */
function queryOf(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string' && value !== '') params.append(name, value);
  const search = params.toString();
  return search ? `?${search}` : '';
}

/**
 * The facet and sort form. Without JavaScript it is a plain GET form with a submit button, so a
 * filtered listing is a URL. With JavaScript every change (also of controls outside the form that
 * belong to it through `form=`, like the sort select) navigates at once, keeping the scroll
 * position, and the submit buttons hide.
 */
export function ListingFilterForm({ id, action, stateKey, resultsId, children }: ListingFilterFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);

  useEffect(() => {
    const onChange = (event: Event) => {
      const form = formRef.current;
      const control = event.target as Partial<HTMLInputElement> | null;
      if (!form || control?.form !== form) return;
      startTransition(async () => {
        await router.push(`${action}${queryOf(form)}` as Parameters<typeof router.push>[0], { scroll: false });
      });
    };
    document.addEventListener('change', onChange);
    return () => document.removeEventListener('change', onChange);
  }, [action, router]);

  // Uncontrolled controls keep what was clicked; after the server answers they follow its state
  // (a removed chip, "clear all", a value the service dropped) without losing keyboard focus.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    for (const element of Array.from(form.elements)) {
      if (element instanceof HTMLInputElement && element.type === 'checkbox') element.checked = element.defaultChecked;
      // React does not move a select to a new defaultValue; the server's choice rides in data-value.
      if (element instanceof HTMLSelectElement && element.dataset['value'] !== undefined) element.value = element.dataset['value'];
    }
  }, [stateKey]);

  useEffect(() => {
    document.getElementById(resultsId)?.setAttribute('aria-busy', String(pending));
  }, [pending, resultsId]);

  return (
    <form ref={formRef} id={id} className="listing-filters" action={action} method="get" data-enhanced={enhanced ? 'true' : undefined}>
      {children}
    </form>
  );
}
