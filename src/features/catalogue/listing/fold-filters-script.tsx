import { getCspNonce } from '../../../lib/request';
import { NARROW_FILTERS } from './narrow-filters';

/**
 * Folds the filter disclosure it sits in (right after its summary) on a narrow screen while the
 * page is still being parsed. The HTML has it open (without JavaScript nothing is out of reach);
 * folded only at hydration, it pulled the products up by the whole filter column on a phone,
 * seconds after they were on screen. Inside the disclosure, not beside it: React may stream the
 * disclosure as a piece of its own, which is not in place yet when a script beside it runs.
 * Our own constant script: no content goes into it.
 */
const FOLD_ON_NARROW = `try{var d=document.currentScript.parentElement;if(d&&d.open&&matchMedia('${NARROW_FILTERS}').matches)d.open=false}catch(e){}`;

export function FoldFiltersScript() {
  return <script nonce={getCspNonce()} dangerouslySetInnerHTML={{ __html: FOLD_ON_NARROW }} />;
}
