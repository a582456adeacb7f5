'use client';

import type { CategoryIcon } from '../nav-category';

/**
 * The top categories' line icons, once per page as <symbol>s that <CategoryIcon> draws with
 * <use href="#category-…">. They were CSS masks of /icons/categories/<name>.svg: Chromium builds a
 * separate SVG document for every such image, which on the front page (eight category tiles) cost
 * 240–390 ms of main thread at Lighthouse's 4× slowdown (issue 13, decision 058). Stroke and width come from
 * .category-icon's CSS, which the <use> passes on; the symbols carry only their shapes.
 *
 * A client component without props, like the page's icon sprite: the RSC payload names it in a few
 * bytes, and its code is a cached script.
 */
const SHAPES: Record<CategoryIcon, string> = {
  el: 'M13.5 2.5L5 13.5h6.5L10 21.5l9-11.5h-6.5l1-7.5z',
  fastenings: 'M6 3h12l-4 4h-4zM10 7v10l2 4 2-4V7M10 10l4-1.5M10 13l4-1.5M10 16l4-1.5',
  fastighet: 'M3 21h18M5 21V4h9v17M14 9h5v12M8 7.5h3M8 11h3M8 14.5h3M16.5 12.5v.01M16.5 16v.01M8.5 21v-3h2v3',
  kyla: 'M12 12L12 3M12 6.5L14.12 4.38M12 6.5L9.88 4.38M12 12L19.79 7.5M16.76 9.25L19.66 10.03M16.76 9.25L17.54 6.35M12 12L19.79 16.5M16.76 14.75L17.54 17.65M16.76 14.75L19.66 13.97M12 12L12 21M12 17.5L9.88 19.62M12 17.5L14.12 19.62M12 12L4.21 16.5M7.24 14.75L4.34 13.97M7.24 14.75L6.46 17.65M12 12L4.21 7.5M7.24 9.25L6.46 6.35M7.24 9.25L4.34 10.03',
  'mark-va': 'M2 8h20M4.5 8l1.25-2.5M7.5 8L6.75 6M16.5 8l1.25-2.5M19.5 8l-.75-2M16.5 15a4.5 4.5 0 1 1-9 0 4.5 4.5 0 0 1 9 0zM14 15a2 2 0 1 1-4 0 2 2 0 0 1 4 0zM2 21h4M18 21h4M4 12.5h.01M19.5 12.5h.01',
  sprinkler: 'M12 2v2.5M8.5 4.5h7l-1 2.5h-5zM10 7l1.25 5M14 7l-1.25 5M6.5 12h11M7 15.5l-1.5 2.5M10.25 16l-.5 3M13.75 16l.5 3M17 15.5l1.5 2.5',
  verktyg: 'M13.2 3.7l7.1 7.1-2.5 2.5-7.1-7.1zM12.3 10.1l1.6 1.6-7.6 7.6a1.13 1.13 0 0 1-1.6-1.6z',
  'vvs-industri': 'M3 7h7a7 7 0 0 1 7 7v7M3 12h7a2 2 0 0 1 2 2v7M3 5.5v8M10.5 21h8M7 7v5M12 17h5',
};

export function CategoryIconSymbols() {
  return (
    <svg className="icon-sprite" aria-hidden="true" focusable="false" width="0" height="0">
      {Object.entries(SHAPES).map(([name, shape]) => (
        <symbol key={name} id={`category-${name}`} viewBox="0 0 24 24">
          <path d={shape} />
        </symbol>
      ))}
    </svg>
  );
}
