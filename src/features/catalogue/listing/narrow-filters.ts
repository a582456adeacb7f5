/** Below this width the filter column folds, so the products come first (listing-page.css's breakpoint). */
export const NARROW_FILTERS = '(max-width: 63.99rem)';
