import { createTemporaryReferenceSet, decodeAction, decodeReply, loadServerAction } from '@vitejs/plugin-rsc/rsc/server';

/**
 * What the request guard needs to know about server functions before Waku runs one. These are the
 * very functions Waku's handler calls (waku/dist/lib/vite-rsc/handler.js imports them from here),
 * run on a copy of the body, so "Waku could not decode this" becomes a 4xx at the edge instead of
 * an exception inside Waku (a 500). Kept in its own module: it only loads inside the built worker,
 * where the server-reference table exists, and tests give the guard fakes instead.
 */
export interface ServerActionDecoding {
  /** True for the id of an exported server function; false for anything else ("x#constructor"). */
  isServerAction(actionId: string): Promise<boolean>;
  /** Decodes the arguments of an RSC action call; throws when the body is not a reply Waku reads. */
  decodeArguments(body: string | FormData): Promise<void>;
  /** Decodes a no-JavaScript form action ($ACTION_ID_…, $ACTION_REF_…); throws when it does not decode. */
  decodeFormAction(form: FormData): Promise<void>;
}

const SERVER_REFERENCE = Symbol.for('react.server.reference');

export const serverActionDecoding: ServerActionDecoding = {
  async isServerAction(actionId) {
    try {
      // loadServerAction indexes a plain object by the module id, so "constructor" or "toString"
      // find Object.prototype members; only a registered server reference is a server function.
      const fn: unknown = await loadServerAction(actionId);
      return typeof fn === 'function' && (fn as { $$typeof?: unknown }).$$typeof === SERVER_REFERENCE;
    } catch {
      return false;
    }
  },
  async decodeArguments(body) {
    await decodeReply(body, { temporaryReferences: createTemporaryReferenceSet() });
  },
  async decodeFormAction(form) {
    await decodeAction(form);
  },
};
