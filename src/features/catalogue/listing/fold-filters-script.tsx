import { getCspNonce } from '../../../lib/request';
import { NARROW_FILTERS } from './narrow-filters';

/**
 * Folds the filter disclosure right before it on a narrow screen while the page is still being
 * parsed. The HTML has it open (without JavaScript nothing is out of reach); folded only at
 * hydration, it pushed the products up by the whole filter column on a phone, seconds after they
 * were on screen. Our own constant script: no content goes into it.
 */
const FOLD_ON_NARROW = `try{var d=document.currentScript.previousElementSibling;if(d&&d.open&&matchMedia('${NARROW_FILTERS}').matches)d.open=false}catch(e){}`;

export function FoldFiltersScript() {
  return <script nonce={getCspNonce()} dangerouslySetInnerHTML={{ __html: FOLD_ON_NARROW }} />;
}
