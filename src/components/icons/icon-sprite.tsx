'use client';

/**
 * The icons every page may use, once per page as <symbol>s that <Icon> refers to with
 * <use href="#icon-…">. Inline in the document rather than a separate file: no extra request, no
 * CSP question (the symbols are plain markup, no style or script), and a fragment reference
 * always resolves. Hidden by its class (never an inline style: the CSP forbids it), not by
 * display:none, which some browsers apply to what the symbols draw.
 *
 * The star takes its fill and stroke from the <use>'s CSS (favourites.css), so its path sets none;
 * the others are outlines in currentColor.
 *
 * The header's glyphs (cart, search, history, products, account) were CSS masks of data: SVGs.
 * Chromium builds a separate SVG document for each such image while it computes the page's first
 * style, which cost about 115 ms of main thread per page at Lighthouse's 4× slowdown (issue 13);
 * a <use> of a symbol costs nothing measurable.
 *
 * A client component without props: the page's RSC payload names it in a few bytes instead of
 * carrying every path a second time beside the HTML; its code is a cached script.
 */
export function IconSprite() {
  return (
    <svg className="icon-sprite" aria-hidden="true" focusable="false" width="0" height="0">
      <symbol id="icon-cart" viewBox="0 0 24 24">
        <path d="M3 4h2.2l2.3 10.2a1.5 1.5 0 0 0 1.5 1.1h8.6a1.5 1.5 0 0 0 1.4-1l2-6.3H6.4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="9.5" cy="19.5" r="1.5" fill="currentColor" />
        <circle cx="17" cy="19.5" r="1.5" fill="currentColor" />
      </symbol>
      <symbol id="icon-star" viewBox="0 0 24 24">
        <path d="M12 2.8l2.8 6 6.5.7-4.9 4.4 1.4 6.4L12 17l-5.8 3.3 1.4-6.4-4.9-4.4 6.5-.7z" />
      </symbol>
      <symbol id="icon-search" viewBox="0 0 24 24">
        <g fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round">
          <circle cx="10.5" cy="10.5" r="6.5" />
          <path d="M15.5 15.5l5 5" />
        </g>
      </symbol>
      <symbol id="icon-history" viewBox="0 0 24 24">
        <path d="M3.5 12a8.5 8.5 0 1 0 2.5-6M3 3.5V7h3.5M12 7.5V12l3 2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </symbol>
      <symbol id="icon-products" viewBox="0 0 24 24">
        <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
          <rect x="3.5" y="3.5" width="7" height="7" rx="1" />
          <rect x="13.5" y="3.5" width="7" height="7" rx="1" />
          <rect x="3.5" y="13.5" width="7" height="7" rx="1" />
          <rect x="13.5" y="13.5" width="7" height="7" rx="1" />
        </g>
      </symbol>
      <symbol id="icon-account" viewBox="0 0 24 24">
        <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21c.6-4.2 3.8-6.5 8-6.5s7.4 2.3 8 6.5" />
        </g>
      </symbol>
      <symbol id="icon-folder" viewBox="0 0 24 24">
        <path d="M3 6.5A1.5 1.5 0 0 1 4.5 5h4.2l2 2.5h8.8A1.5 1.5 0 0 1 21 9v9.5a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18.5z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      </symbol>
    </svg>
  );
}
