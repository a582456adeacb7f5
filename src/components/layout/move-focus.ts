import type { KeyboardEvent } from 'react';

/**
 * Arrow-key movement through a group of links or buttons (Up/Down, Home/End), for the product
 * menus. Returns the element that got focus, or undefined when the key was not for us; Tab keeps
 * its usual meaning, so every item is also reachable without arrows.
 */
export function moveFocus(event: KeyboardEvent, container: Element | null | undefined, selector: string): HTMLElement | undefined {
  if (!container || !['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return undefined;
  const items = [...container.querySelectorAll<HTMLElement>(selector)].filter((el) => el.getClientRects().length > 0);
  if (items.length === 0) return undefined;
  const at = items.indexOf(document.activeElement as HTMLElement);
  const index =
    event.key === 'Home' ? 0
    : event.key === 'End' ? items.length - 1
    : event.key === 'ArrowDown' ? (at + 1) % items.length
    : at <= 0 ? items.length - 1 : at - 1;
  event.preventDefault();
  const target = items[index];
  target?.focus();
  return target;
}
