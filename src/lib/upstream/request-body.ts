/**
 * How a request body is sent (spec point 7): plain objects and arrays become JSON with
 * JSON content and accept headers; bodies that already have a wire form (FormData for
 * the spreadsheet upload, strings, binary) go through untouched so fetch can set the
 * multipart boundary itself.
 */

const PASS_THROUGH = [FormData, Blob, URLSearchParams, ArrayBuffer] as const;

function isPlainJson(body: unknown): body is object {
  if (Array.isArray(body)) return true;
  if (typeof body !== 'object' || body === null) return false;
  const prototype: unknown = Object.getPrototypeOf(body);
  return prototype === Object.prototype || prototype === null;
}

/**
 * The body to hand to `new Request`, setting JSON headers on `headers` where needed.
 * Headers the caller already set win, so an operation can ask for another answer type.
 */
export function encodeRequestBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (typeof body === 'string') return body;
  if (PASS_THROUGH.some((type) => body instanceof type) || ArrayBuffer.isView(body)) {
    return body as BodyInit;
  }
  if (isPlainJson(body)) {
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
    if (!headers.has('accept')) headers.set('accept', 'application/json');
    return JSON.stringify(body);
  }
  // A Date, Map or class instance would serialise lossily or not at all: a caller bug.
  throw new TypeError(`Unsupported upstream request body: ${Object.prototype.toString.call(body)}`);
}
