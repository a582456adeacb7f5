import type { ReactNode } from 'react';

/** A flyout's base class with the caller's own, if any. */
export const withClass = (base: string, extra: string | undefined) => (extra ? `${base} ${extra}` : base);

/**
 * A flyout for a page rendered for a browser without scripts (decision 044): the browser's own
 * disclosure, so the toggle opens and closes the panel with no script. It carries the classes of
 * the scripted flyout it stands in for, so it looks the same.
 */
export function ScriptlessFlyout({ className, toggleClassName, panelClassName, label, button, children }: { className: string; toggleClassName: string; panelClassName: string; label: string; button: ReactNode; children: ReactNode }) {
  return (
    <details className={`${className} scriptless-flyout`}>
      <summary className={toggleClassName}>{button}</summary>
      <div role="group" aria-label={label} className={panelClassName}>
        {children}
      </div>
    </details>
  );
}
