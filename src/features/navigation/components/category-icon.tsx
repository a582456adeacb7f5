import type { CategoryIcon as CategoryIconName } from '../nav-category';

/**
 * A top category's line icon, drawn from the page's category symbols (category-icon-symbols.tsx)
 * in the text colour of whatever brand and state it sits in. Decoration: the category name beside
 * it is the accessible text. Without a known icon it keeps the space, so names line up.
 */
export function CategoryIcon({ icon }: { icon: CategoryIconName | null }) {
  if (!icon) return <span className="category-icon" aria-hidden="true" />;
  return (
    <svg className="category-icon" data-icon={icon} aria-hidden="true">
      <use href={`#category-${icon}`} />
    </svg>
  );
}
