import 'server-only';
import { tryGetContext } from 'hono/context-storage';
import { setFlash } from '../../../worker/middleware/flash';
import type { ShopEnv } from '../../../worker/shop-env';
import type { TextKey } from '../../lib/texts';

/**
 * A toast for the page an action redirects to. `c.res` is read first so the cookie lands on the
 * response Hono already holds and is copied onto Waku's (see request-cookies.ts).
 */
export function flashMessage(message: TextKey): void {
  const c = tryGetContext<ShopEnv>();
  if (!c) return;
  void c.res;
  setFlash(c, message);
}
