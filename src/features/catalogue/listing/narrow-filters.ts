/** Below this width the filter column folds, so the products come first (listing-page.css's breakpoint). */
export const NARROW_FILTERS = '(max-width: 63.99rem)';

/**
 * Folds the filter disclosure it sits in (right after its summary) on a narrow screen while the
 * page is still being parsed. The HTML has it open (without JavaScript nothing is out of reach);
 * folded only at hydration, it pulled the products up by the whole filter column on a phone,
 * seconds after they were on screen. Inside the disclosure, not beside it: React may stream the
 * disclosure as a piece of its own, which is not in place yet when a script beside it runs.
 */
export const FOLD_FILTERS_ON_NARROW = `try{var d=document.currentScript.parentElement;if(d&&d.open&&matchMedia('${NARROW_FILTERS}').matches)d.open=false}catch(e){}`;
