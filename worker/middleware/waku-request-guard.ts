import type { Context, MiddlewareHandler } from 'hono';
import { isEdgeRoute } from './edge-routes';
import { MalformedRequestError } from './malformed-request-error';
import { BodyTooLargeError, readLimitedBytes } from '../limited-body';
import { parseRscAddress, RSC_PREFIX } from './rsc-address';
import type { ServerActionDecoding } from './server-action-decoding';
import type { ShopEnv } from '../../src/lib/request/shop-env';

/**
 * The largest server-function body. Far above the cart import's 4 MB limit on purpose: a buyer who
 * picks a 20 MB spreadsheet must reach the import action, which answers "Filen är för stor" in
 * Swedish on the cart page, instead of a bare 413 from here.
 */
export const MAX_ACTION_BODY_BYTES = 32 * 1024 * 1024;

const READ_METHODS = new Set(['GET', 'HEAD']);
const PAGE_METHODS = new Set(['GET', 'HEAD', 'POST']);
const ACTION_CONTENT_TYPES = ['text/plain', 'multipart/form-data'];
const FORM_ACTION_FIELD = /^\$ACTION_(?:ID_(.+)|REF_(.+))$/;

type ShopContext = Context<ShopEnv>;

/**
 * Validates the shape of every request Waku will handle, before Waku sees it, so a request Waku
 * cannot read is a 4xx (MalformedRequestError) instead of an exception inside Waku (a 500):
 * - RSC payloads (`/RSC/R/…`, `/RSC/S/…`): the one address spelling Waku writes, GET or HEAD;
 * - server-function calls (`/RSC/F/…`): POST from our own origin, text or multipart, a function
 *   that exists, arguments that decode;
 * - pages: GET, HEAD or POST, and a no-JavaScript form action (multipart with `$ACTION_…` fields)
 *   that names existing functions and decodes.
 * Edge routes (API, punch-out, images) are Hono's and pass untouched.
 */
export const wakuRequestGuard = (decoding: ServerActionDecoding): MiddlewareHandler<ShopEnv> =>
  async function wakuRequestGuard(c, next) {
    if (isEdgeRoute(c.req.path)) return next();
    // Waku reads the still percent-encoded path, so the guard does too.
    const { pathname } = new URL(c.req.url);
    if (pathname.startsWith(RSC_PREFIX)) await checkRscRequest(c, pathname, decoding);
    else await checkPageRequest(c, decoding);
    await next();
  };

async function checkRscRequest(c: ShopContext, pathname: string, decoding: ServerActionDecoding): Promise<void> {
  const address = parseRscAddress(pathname);
  if (address.type === 'malformed') throw new MalformedRequestError(404, 'unknown_rsc_address', 'Not an RSC address of this shop');
  if (address.type === 'action') return checkActionCall(c, address.actionId, decoding);
  if (!READ_METHODS.has(c.req.method)) throw new MalformedRequestError(405, 'method_not_allowed', 'RSC payloads are read with GET', { allow: 'GET, HEAD' });
  if (c.req.raw.body !== null && c.req.header('content-length') !== '0') throw new MalformedRequestError(400, 'unexpected_body', 'An RSC payload request carries no body');
}

async function checkActionCall(c: ShopContext, actionId: string, decoding: ServerActionDecoding): Promise<void> {
  if (c.req.method !== 'POST') throw new MalformedRequestError(405, 'method_not_allowed', 'Server functions are called with POST', { allow: 'POST' });
  checkSameOrigin(c);
  const contentType = c.req.header('content-type') ?? '';
  if (!ACTION_CONTENT_TYPES.some((type) => contentType.startsWith(type))) {
    throw new MalformedRequestError(415, 'unsupported_media_type', 'Server functions take text/plain or multipart/form-data');
  }
  if (!(await decoding.isServerAction(actionId))) throw new MalformedRequestError(404, 'unknown_action', 'No such server function');
  const body = await readBody(c, contentType);
  await decodeOrRefuse(() => decoding.decodeArguments(body));
}

async function checkPageRequest(c: ShopContext, decoding: ServerActionDecoding): Promise<void> {
  if (!PAGE_METHODS.has(c.req.method)) throw new MalformedRequestError(405, 'method_not_allowed', 'Pages are read with GET', { allow: 'GET, HEAD, POST' });
  const contentType = c.req.header('content-type') ?? '';
  // Waku treats a multipart POST to a page as a possible form action and decodes it itself.
  if (c.req.method !== 'POST' || !contentType.startsWith('multipart/form-data')) return;
  const form = await readBody(c, contentType);
  if (!(form instanceof FormData)) return;
  const actionIds = formActionIds(form);
  if (actionIds.length === 0) return;
  checkSameOrigin(c);
  for (const actionId of actionIds) {
    if (!(await decoding.isServerAction(actionId))) throw new MalformedRequestError(404, 'unknown_action', 'No such server function');
  }
  await decodeOrRefuse(() => decoding.decodeFormAction(form));
}

/** The server-function ids a form post names: `$ACTION_ID_<id>`, or the id inside `$ACTION_<n>:0` for `$ACTION_REF_<n>`. */
function formActionIds(form: FormData): string[] {
  const ids: string[] = [];
  for (const key of form.keys()) {
    const match = FORM_ACTION_FIELD.exec(key);
    if (!match) continue;
    if (match[1] !== undefined) ids.push(match[1]);
    else ids.push(boundActionId(form.get(`$ACTION_${match[2]}:0`)));
  }
  return ids;
}

function boundActionId(field: FormDataEntryValue | null): string {
  try {
    const meta: unknown = typeof field === 'string' ? JSON.parse(field) : null;
    const id = meta && typeof meta === 'object' && 'id' in meta ? meta.id : undefined;
    if (typeof id === 'string') return id;
  } catch {
    // falls through to the refusal below
  }
  throw new MalformedRequestError(400, 'malformed_action', 'The form action does not name a server function');
}

/**
 * Waku's own rule for server functions (waku/dist/lib/utils/request.js), applied before Waku: an
 * Origin, when sent, is ours (an http request may come from its https twin behind a proxy); no
 * Origin and a cross-site fetch is refused too.
 */
function checkSameOrigin(c: ShopContext): void {
  const origin = c.req.header('origin');
  const forbidden = () => new MalformedRequestError(403, 'forbidden_origin', 'Cross-site server function call');
  if (origin === undefined) {
    if (c.req.header('sec-fetch-site') === 'cross-site') throw forbidden();
    return;
  }
  let from: URL;
  try {
    from = new URL(origin);
  } catch {
    throw forbidden();
  }
  const to = new URL(c.req.url);
  const upgraded = to.protocol === 'http:' && from.protocol === 'https:' && from.host === to.host;
  if (origin === 'null' || (from.origin !== to.origin && !upgraded)) throw forbidden();
}

/** The body as Waku reads it: FormData for multipart, otherwise text. */
async function readBody(c: ShopContext, contentType: string): Promise<string | FormData> {
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = await readLimitedBytes(c.req.raw.clone(), MAX_ACTION_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new MalformedRequestError(413, 'payload_too_large', 'The body is too large');
    throw new MalformedRequestError(400, 'unreadable_body', 'The body could not be read');
  }
  if (!contentType.startsWith('multipart/form-data')) return new TextDecoder().decode(bytes);
  try {
    return await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new MalformedRequestError(400, 'malformed_body', 'The multipart body does not parse');
  }
}

async function decodeOrRefuse(decode: () => Promise<void>): Promise<void> {
  try {
    await decode();
  } catch {
    throw new MalformedRequestError(400, 'malformed_body', 'The arguments do not decode');
  }
}
