import type { CategoryIcon as CategoryIconName } from '../nav-category';

/**
 * A top category's line icon (public/icons/categories/<name>.svg), drawn by CSS as a mask so it
 * takes the text colour of whatever brand and state it sits in. Decoration: the category name
 * beside it is the accessible text. Without a known icon it keeps the space, so names line up.
 */
export function CategoryIcon({ icon }: { icon: CategoryIconName | null }) {
  return <span className="category-icon" data-icon={icon ?? undefined} aria-hidden="true" />;
}
