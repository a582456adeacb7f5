/** The icons of the sprite (icon-sprite.tsx), by the id of their <symbol>. */
export type IconName = 'cart' | 'star' | 'search' | 'history' | 'products' | 'account' | 'folder';

/**
 * A decorative icon drawn from the page's one sprite: a <use> of about 100 bytes instead of the
 * whole path repeated on every card (issue 13, 48 cards a page). Always aria-hidden: the button or
 * link around it carries the name. Safe in client components (no hooks, no state).
 * No viewBox of its own: the symbol's viewBox scales the drawing to the box. No focusable="false":
 * only Internet Explorer made an SVG a tab stop.
 */
export function Icon({ name, className, size = 22 }: { name: IconName; className?: string; size?: number }) {
  return (
    <svg className={className} width={size} height={size} aria-hidden="true">
      <use href={`#icon-${name}`} />
    </svg>
  );
}
