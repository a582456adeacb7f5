import 'server-only';
import { tryGetContext } from 'hono/context-storage';
import { setFlash } from '../../../worker/middleware/flash';
import type { ShopEnv } from '../../../worker/shop-env';
import type { TextKey } from '../../lib/texts';

/** Script-driven action calls go to Waku's RSC endpoint; plain form posts go to the page. */
const RSC_PREFIX = '/RSC/';

/**
 * A toast for the page an action redirects to. After a plain post the browser asks for that page
 * anew, so the message rides the flash cookie (`c.res` is read first so the cookie lands on the
 * response Hono already holds and is copied onto Waku's). After a script call Waku renders that
 * page in this same request, so the message goes straight into this request's context.
 */
export function flashMessage(message: TextKey): void {
  const c = tryGetContext<ShopEnv>();
  if (!c) return;
  if (c.req.path.startsWith(RSC_PREFIX)) {
    c.set('flash', message);
    return;
  }
  void c.res;
  setFlash(c, message);
}
