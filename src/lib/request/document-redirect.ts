import 'server-only';
import { unstable_redirect as redirect } from 'waku/router/server';
import { honoContext } from './hono-context';

/**
 * Sends the browser to `path` of this shop as a new document request, also from a server action
 * called by script. A path alone would let Waku render the target inside the action's own answer,
 * without the request the edge sees; an absolute address of our own host is loaded as a page
 * (Waku answers a script call with a document navigation, a form post with a 303). The success
 * page needs that request: the edge consumes its one-time cookie there.
 */
export function redirectAsDocument(path: string): never {
  return redirect(new URL(path, honoContext().req.url));
}
