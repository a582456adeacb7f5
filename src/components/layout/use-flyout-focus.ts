'use client';

import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface FlyoutFocusOptions {
  open: boolean;
  /** The panel: focus moves into it on open and Tab stays inside it. */
  panel: RefObject<HTMLElement | null>;
  /** Toggle and panel together: a pointer press outside it closes. */
  root: RefObject<HTMLElement | null>;
  /** Gets focus back when the panel is closed from the keyboard. */
  toggle: RefObject<HTMLElement | null>;
  onClose: () => void;
}

/** Visible, focusable elements of the panel (a collapsed submenu's links are skipped). */
const focusablesIn = (panel: HTMLElement) => [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);

/**
 * The header flyouts' keyboard and pointer rules, the same as the account Flyout's: focus moves to
 * the panel's first control, Tab and Shift+Tab cycle inside it, Escape closes and returns focus to
 * the toggle, a press outside closes and leaves focus where the user put it.
 */
export function useFlyoutFocus({ open, panel, root, toggle, onClose }: FlyoutFocusOptions): void {
  // The latest onClose without re-running the effect (and refocusing) on every render.
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    if (!open || !panel.current) return;
    focusablesIn(panel.current)[0]?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close.current();
        toggle.current?.focus();
        return;
      }
      if (event.key !== 'Tab' || !panel.current) return;
      const items = focusablesIn(panel.current);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const inside = panel.current.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) close.current();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, panel, root, toggle]);
}
