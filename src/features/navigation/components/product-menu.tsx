'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'waku';
import type { NavCategory } from '../nav-category';
import { href } from '../../../lib/routes/href';
import { CategoryIcon } from './category-icon';
import { moveFocus } from '../../../components/layout/move-focus';
import { useScriptless } from '../../../components/streaming/client-streamed';

export interface ProductMenuTexts {
  /** "Allt inom {name}". */
  showAllIn: string;
  showAll: string;
  allCategories: string;
}

/** Pointer rest before hovering a category switches the right pane (a diagonal move does not). */
const HOVER_INTENT_MS = 120;

/**
 * The product menu's panel: top categories with their icons on the left, the active one's
 * subcategories on the right. Each top category is a button that expands its list (a click, Enter
 * or a resting pointer); arrow keys walk the categories, Right enters the list, Left leaves it.
 * Without scripts each top category is a link to its page, and the first one's list shows.
 */
export function ProductMenu({ categories, texts }: { categories: NavCategory[]; texts: ProductMenuTexts }) {
  const baseId = useId();
  const scriptless = useScriptless();
  const [active, setActive] = useState(categories[0]?.id);
  const hover = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(hover.current), []);

  const onCategoryKey = (event: KeyboardEvent<HTMLButtonElement>, category: NavCategory) => {
    const item = event.currentTarget.closest('li');
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      // The list is hidden until this state change renders; render now so it can take focus.
      flushSync(() => setActive(category.id));
      item?.querySelector<HTMLElement>('.product-menu__sub a')?.focus();
      return;
    }
    const moved = moveFocus(event, item?.parentElement, ':scope > li > .product-menu__category');
    if (moved) setActive(moved.dataset.categoryId);
  };

  const onSubKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      event.currentTarget.closest('li')?.querySelector<HTMLElement>('.product-menu__category')?.focus();
      return;
    }
    moveFocus(event, event.currentTarget, 'a');
  };

  return (
    <div className="product-menu">
      <p className="product-menu__heading">{texts.allCategories}</p>
      <ul className="product-menu__top">
        {categories.map((category) => {
          const expanded = category.id === active;
          const subId = `${baseId}-${category.id}`;
          const face = (
            <>
              <CategoryIcon icon={category.icon} />
              <span>{category.name}</span>
            </>
          );
          return (
            <li key={category.id} className="product-menu__item">
              {scriptless ? (
                // Without scripts a button could not switch the right pane: the category's own page lists its subcategories.
                <Link to={category.href} className="product-menu__category">
                  {face}
                </Link>
              ) : (
                <button
                  type="button"
                  className="product-menu__category"
                  data-category-id={category.id}
                  aria-expanded={expanded}
                  aria-controls={subId}
                  onClick={() => setActive(category.id)}
                  onKeyDown={(event) => onCategoryKey(event, category)}
                  onMouseEnter={() => {
                    clearTimeout(hover.current);
                    hover.current = setTimeout(() => setActive(category.id), HOVER_INTENT_MS);
                  }}
                  onMouseLeave={() => clearTimeout(hover.current)}
                >
                  {face}
                </button>
              )}
              <div id={subId} className="product-menu__sub" hidden={!expanded} onKeyDown={onSubKey}>
                <Link to={category.href} className="product-menu__all">
                  {texts.showAllIn.replace('{name}', category.name)}
                </Link>
                <ul className="product-menu__children">
                  {category.children.map((child) => (
                    <li key={child.id}>
                      <Link to={child.href} className="product-menu__link">{child.name}</Link>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          );
        })}
      </ul>
      <Link to={href('sortiment')} className="product-menu__everything">{texts.showAll}</Link>
    </div>
  );
}
