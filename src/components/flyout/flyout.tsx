'use client';

import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useScriptless } from '../streaming/client-streamed';
import { ScriptlessFlyout, withClass } from './scriptless-flyout';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface FlyoutProps {
  /** Accessible name of the panel. */
  label: string;
  /** What the toggle button shows. */
  button: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * A button that opens a panel below it. Opening moves focus into the panel, Tab stays inside it,
 * Escape or a click outside closes it and focus returns to the button. Without scripts it is the
 * browser's own disclosure (scriptless-flyout.tsx).
 */
export function Flyout(props: FlyoutProps) {
  if (!useScriptless()) return <ScriptedFlyout {...props} />;
  return (
    <ScriptlessFlyout className={withClass('flyout', props.className)} toggleClassName="flyout__toggle" panelClassName="flyout__panel" label={props.label} button={props.button}>
      {props.children}
    </ScriptlessFlyout>
  );
}

function ScriptedFlyout({ label, button, className, children }: FlyoutProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggle.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') return close(true);
      if (event.key !== 'Tab' || !panel.current) return;
      const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) close(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close]);

  return (
    <div ref={root} className={withClass('flyout', className)}>
      <button ref={toggle} type="button" className="flyout__toggle" aria-expanded={open} aria-controls={id} onClick={() => (open ? close(true) : setOpen(true))}>
        {button}
      </button>
      <div ref={panel} id={id} role="dialog" aria-label={label} className="flyout__panel" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
