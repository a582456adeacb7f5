import type { Context, Hono } from 'hono';
import { buildSetupResponse, buildStatusResponse, type CxmlEnvelope } from '../../../src/features/punchout/cxml/build-setup-response';
import { parseSetupRequest } from '../../../src/features/punchout/cxml/parse-setup-request';
import { XML_LIMITS } from '../../../src/features/punchout/cxml/xml-parser';
import { hookUrlPolicy, validateHookUrl } from '../../../src/features/punchout/hook-url';
import { UpstreamError } from '../../../src/lib/upstream';
import type { ShopEnv } from '../../../src/lib/request/shop-env';

import { createCxmlSetup } from '../../../src/lib/upstream/auth/create-cxml-setup';

import { BodyTooLargeError, readLimitedText } from '../../limited-body';
import { servicesOf } from '../../../src/lib/request/request-context';

export const CXML_SETUP_PATH = '/punchout/cxml';
export const CXML_START_PATH = '/punchout/cxml/start';

const envelope = (c: Context<ShopEnv>): CxmlEnvelope => ({
  payloadId: `${Date.now()}.${crypto.randomUUID()}@${new URL(c.req.url).hostname}`,
  timestamp: new Date().toISOString(),
});

/** Every answer is cXML; the HTTP status mirrors the cXML Status code for simple clients. */
function cxmlAnswer(c: Context<ShopEnv>, code: 200 | 400 | 401 | 413 | 415 | 429 | 450 | 500 | 503, text: string): Response {
  const body = code === 200 ? text : buildStatusResponse(envelope(c), code, text);
  // 450 is cXML's "not implemented"; HTTP has no such status, so it travels as 501.
  return c.body(body, code === 450 ? 501 : code, { 'Content-Type': 'text/xml; charset=utf-8', 'Cache-Control': 'no-store' });
}

function refusedByService(c: Context<ShopEnv>, error: unknown): Response {
  const status = error instanceof UpstreamError ? error.status : 0;
  if (status === 401) return cxmlAnswer(c, 401, 'Unauthorized: unknown sender or wrong shared secret');
  if (status === 429) return cxmlAnswer(c, 429, 'Too Many Requests: try again later');
  if (status === 400) return cxmlAnswer(c, 400, 'Bad Request: setup refused');
  return cxmlAnswer(c, 503, 'Service Unavailable: try again later');
}

/**
 * POST /punchout/cxml: a cXML PunchOutSetupRequest (create or edit) from a procurement server.
 * The XML is parsed with no DTD or entity processing (XXE and billion laughs end as a 400), the
 * BrowserFormPost URL must pass the same hook rule as OCI's HOOK_URL, and the auth service checks
 * the sender's shared secret. The answer's StartPage URL opens the punch-out session once.
 */
export function registerCxmlSetupRoute(app: Hono<ShopEnv>): void {
  app.post(CXML_SETUP_PATH, async (c) => {
    const type = (c.req.header('content-type') ?? '').toLowerCase();
    if (type !== '' && !/^(text|application)\/(.+\+)?xml\b/.test(type)) return cxmlAnswer(c, 415, 'Unsupported Media Type: send text/xml');
    let xml: string;
    try {
      xml = await readLimitedText(c.req.raw, XML_LIMITS.maxLength);
    } catch (error) {
      return error instanceof BodyTooLargeError ? cxmlAnswer(c, 413, 'Request Entity Too Large') : cxmlAnswer(c, 400, 'Bad Request: unreadable body');
    }
    const parsed = parseSetupRequest(xml);
    if (!parsed.ok) return cxmlAnswer(c, parsed.refusal.code, parsed.refusal.text);
    const hook = validateHookUrl(parsed.request.browserFormPostUrl, hookUrlPolicy(c.env));
    if (!hook.ok) return cxmlAnswer(c, 400, 'Bad Request: BrowserFormPost URL must be an https address');

    let startToken: string;
    try {
      const clientIp = c.req.header('cf-connecting-ip') ?? '127.0.0.1';
      ({ startToken } = await createCxmlSetup(servicesOf(c).auth, { ...parsed.request, browserFormPostUrl: hook.url }, clientIp));
    } catch (error) {
      return refusedByService(c, error);
    }
    const startUrl = new URL(`${CXML_START_PATH}/${startToken}`, c.req.url).href;
    return cxmlAnswer(c, 200, buildSetupResponse(envelope(c), startUrl));
  });
}
