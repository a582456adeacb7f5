// The navigation feature's public face (client-safe); its server-only part is ./server.ts.
export { CategoryIcon } from './components/category-icon';
export { CategoryIconSymbols } from './components/category-icon-symbols';
export { isCategoryIcon, type CategoryIcon as CategoryIconName, type NavCategory } from './nav-category';
export { RememberProduct } from './remember-product';
// The header search's suggestions, for other search-as-you-type fields (the shopping list's article field).
export { isComboboxKey, moveActiveIndex } from './combobox-index';
export { SUGGEST_MIN_LENGTH, type ProductSuggestion } from './suggest-types';
export { suggestTerm, useSearchSuggestions } from './use-search-suggestions';
