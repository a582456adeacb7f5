'use client';

import { useEffect, useRef, useState } from 'react';
import { Link } from 'waku';
import type { NavCategory } from '../nav-category';
import { href } from '../../../lib/routes/href';
import { CategoryIcon } from './category-icon';

export interface MobileCategoryTexts {
  back: string;
  /** "Allt inom {name}". */
  showAllIn: string;
  showAll: string;
}

/**
 * The product menu on a phone: a drill-down instead of a flyout. The top categories first; one
 * tap shows that category's subcategories with a way back. Focus follows the view: into the
 * list's back button, and back to the category that was opened.
 */
export function MobileCategoryList({ categories, texts }: { categories: NavCategory[]; texts: MobileCategoryTexts }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const lastOpened = useRef<string | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const current = categories.find((category) => category.id === openId);

  useEffect(() => {
    const target = openId
      ? root.current?.querySelector<HTMLElement>('.mobile-categories__back')
      : lastOpened.current
        ? root.current?.querySelector<HTMLElement>(`[data-category-id="${CSS.escape(lastOpened.current)}"]`)
        : null;
    target?.focus();
  }, [openId]);

  return (
    <div ref={root} className="mobile-categories">
      {current ? (
        <>
          <button type="button" className="mobile-categories__back" onClick={() => setOpenId(null)}>
            {texts.back}
          </button>
          <p className="mobile-categories__current">
            <CategoryIcon icon={current.icon} />
            <span>{current.name}</span>
          </p>
          <ul className="mobile-categories__list">
            <li>
              <Link to={current.href} className="mobile-categories__link mobile-categories__link--all">
                {texts.showAllIn.replace('{name}', current.name)}
              </Link>
            </li>
            {current.children.map((child) => (
              <li key={child.id}>
                <Link to={child.href} className="mobile-categories__link">{child.name}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <ul className="mobile-categories__list">
          {categories.map((category) => (
            <li key={category.id}>
              <button
                type="button"
                className="mobile-categories__category"
                data-category-id={category.id}
                onClick={() => {
                  lastOpened.current = category.id;
                  setOpenId(category.id);
                }}
              >
                <CategoryIcon icon={category.icon} />
                <span>{category.name}</span>
              </button>
            </li>
          ))}
          <li>
            <Link to={href('sortiment')} className="mobile-categories__link mobile-categories__link--all">{texts.showAll}</Link>
          </li>
        </ul>
      )}
    </div>
  );
}
