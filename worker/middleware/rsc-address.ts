/**
 * Reads the address of a Waku 1.0 RSC request the way Waku writes it (waku/dist/lib/utils/rsc-path
 * and router/isomorphic-utils/route-path), strictly: only the one spelling Waku's client produces
 * is accepted, so every other spelling is refused at the edge instead of failing inside Waku.
 *
 *   /RSC/R/_root.txt                  the route "/"        (R + route path; "/" is "_root")
 *   /RSC/R/kategorier/el.txt          the route "/kategorier/el"
 *   /RSC/S/<slice id>.txt             a slice
 *   /RSC/F/<file>/<export>.txt        a server function "<file>#<export>"
 *
 * A leading "_" or "/" of the encoded part gets a "_" in front, a trailing "_" or "/" one behind.
 */
export const RSC_PREFIX = '/RSC/';

export type RscAddress =
  | { type: 'route'; routePath: string }
  | { type: 'slice'; sliceId: string }
  | { type: 'action'; actionId: string }
  | { type: 'malformed' };

const MAX_ENCODED_LENGTH = 1024;
/** An export name as the bundler writes it: a JavaScript identifier. */
const EXPORT_NAME = /^[A-Za-z_$][\w$]*$/;
/** A server module id: a content hash in a build, a source path in development. */
const MODULE_ID = /^[\w$@./-]+$/;

function encodeRscPath(rscPath: string): string {
  if (rscPath === '') return '_.txt';
  let encoded = rscPath;
  if (encoded.startsWith('_') || encoded.startsWith('/')) encoded = `_${encoded}`;
  if (encoded.endsWith('_') || encoded.endsWith('/')) encoded += '_';
  return `${encoded}.txt`;
}

function decodeRscPath(encoded: string): string | null {
  if (!encoded.endsWith('.txt')) return null;
  let rscPath = encoded.slice(0, -'.txt'.length);
  if (rscPath.startsWith('_')) rscPath = rscPath.slice(1);
  if (rscPath.endsWith('_')) rscPath = rscPath.slice(0, -1);
  return rscPath;
}

function encodeRoutePath(routePath: string): string {
  if (routePath === '/') return 'R/_root';
  return routePath.startsWith('/_') ? `R/__${routePath.slice(2)}` : `R${routePath}`;
}

function decodeRoutePath(rscPath: string): string | null {
  if (rscPath === 'R/_root') return '/';
  if (!rscPath.startsWith('R/')) return null;
  const routePath = rscPath.startsWith('R/__') ? `/_${rscPath.slice(4)}` : rscPath.slice(1);
  // A route path Waku would write: no empty segment, no trailing slash, no index.html.
  if (routePath.split('/').slice(1).some((segment) => segment === '') || routePath.endsWith('/index.html')) return null;
  return routePath;
}

function decodeActionId(rscPath: string): string | null {
  const body = rscPath.slice('F/'.length);
  const split = body.lastIndexOf('/');
  if (split <= 0) return null;
  const file = body.startsWith('_') ? body.slice(1, split) : body.slice(0, split);
  const name = body.slice(split + 1);
  if (file === '' || !MODULE_ID.test(file) || !EXPORT_NAME.test(name)) return null;
  return `${file}#${name}`;
}

function encodeActionId(actionId: string): string {
  const [file = '', name = ''] = actionId.split('#');
  return `F/${file.startsWith('_') || file.startsWith('/') ? '_' : ''}${file}/${name}`;
}

/** The RSC address of a request path (still percent-encoded, as in `URL.pathname`). */
export function parseRscAddress(pathname: string): RscAddress {
  const encoded = pathname.slice(RSC_PREFIX.length);
  if (!pathname.startsWith(RSC_PREFIX) || encoded.length > MAX_ENCODED_LENGTH) return { type: 'malformed' };
  const rscPath = decodeRscPath(encoded);
  if (rscPath === null || encodeRscPath(rscPath) !== encoded) return { type: 'malformed' };
  if (rscPath.startsWith('F/')) {
    const actionId = decodeActionId(rscPath);
    return actionId !== null && encodeActionId(actionId) === rscPath ? { type: 'action', actionId } : { type: 'malformed' };
  }
  if (rscPath.startsWith('S/')) {
    const sliceId = rscPath.slice('S/'.length);
    return sliceId !== '' && !sliceId.startsWith('/') ? { type: 'slice', sliceId } : { type: 'malformed' };
  }
  const routePath = decodeRoutePath(rscPath);
  return routePath !== null && encodeRoutePath(routePath) === rscPath ? { type: 'route', routePath } : { type: 'malformed' };
}
