import { routeTable } from '../../src/lib/routes/route-table';
import type { RawRequest } from './raw-request';
import { samplePath } from './route-samples';
import { SeededRandom } from './seeded-random';

const METHODS = ['GET', 'GET', 'HEAD', 'POST', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'];
/**
 * Hosts that reach the worker. A Host that is no URL authority at all (`a@b`, `a/b`, `[::1`, a
 * port above 65535, spaces) never does: the runtime's HTTP layer refuses it before any worker code
 * runs (locally wrangler logs "invalid hostname when stringifying URL" and answers 500 itself; on
 * Cloudflare the edge answers 400), so it cannot be part of a sweep of the worker's answers.
 */
const HOSTS = ['localhost', 'localhost', 'virke.localhost', 'ror.localhost:8787', 'LJUS.LOCALHOST', 'evil.example', 'localhost:', 'localhost.', 'local_host', '', 'x'.repeat(70) + '.example', '127.0.0.1:8787', '[::1]:8787'];
const ORIGINS = ['http://localhost', 'https://localhost', 'https://evil.example', 'null', 'garbage', 'http://localhost.evil.example', ''];
const CONTENT_TYPES = ['text/plain;charset=UTF-8', 'multipart/form-data; boundary=----x', 'multipart/form-data', 'application/json', 'application/x-www-form-urlencoded', 'text/xml', 'application/octet-stream', ''];
const ACCEPTS = ['text/html', 'application/json', 'text/x-component', '*/*', ''];
const COOKIES = ['access_token=garbage', 'access_token=a.b.c', 'refresh_token=%%%', 'customer_context=%7B%22x', 'flash=%3Cscript%3E', 'punchout-settings=%7Bbroken', `access_token=${'A'.repeat(5000)}`, ''];
const USER_AGENTS = ['Mozilla/5.0', 'LjusgrossenApp/3.2.1 (iOS)', 'VirkesbolagetApp/x.y', 'RorkraftApp/99999999999', ''];
const ACTION_NAMES = ['addToCart', 'nope', 'constructor', 'toString', '__proto__', 'hasOwnProperty', '', 'a/b', 'x'.repeat(300)];
const ACTION_FILES = ['000000000000', 'constructor', '__proto__', 'toString', 'valueOf', '_', '', '..', '%2e%2e'];
const ACTION_BODIES = ['[]', '', '{{{', '"$T1"', '"$h0"', '["$@1"]', '["$Q0"]', '[1,2,3]', '{"a":"$K1"}', '\u0000\u0001', 'x'.repeat(2000)];
const MULTIPART_BODIES = [
  '------x\r\nContent-Disposition: form-data; name="0"\r\n\r\n[]\r\n------x--\r\n',
  '------x\r\nContent-Disposition: form-data; name="$ACTION_ID_000000000000#nope"\r\n\r\n\r\n------x--\r\n',
  '------x\r\nContent-Disposition: form-data; name="$ACTION_ID_constructor#toString"\r\n\r\n\r\n------x--\r\n',
  '------x\r\nContent-Disposition: form-data; name="$ACTION_REF_1"\r\n\r\n\r\n------x\r\nContent-Disposition: form-data; name="$ACTION_1:0"\r\n\r\n{broken\r\n------x--\r\n',
  '------x\r\nContent-Disposition: form-data; name="$ACTION_REF_1"\r\n\r\n\r\n------x--\r\n',
  '------x\r\nbroken',
  'not multipart at all',
];
const EDGE_PATHS = [
  '/api/session/sign-in', '/api/session/new-password', '/api/session/forgot-password', '/api/session/activate', '/api/session/context',
  '/api/session/assortment',
  '/api/session/sign-out', '/api/session/expired', '/api/preferences/store', '/api/consent', '/api/search/suggest?q=kab', '/api/search/suggest?q=%00',
  `/api/search/suggest?q=${'k'.repeat(500)}`, '/api/forms/kontakt/submissions', '/api/forms/%3Cx%3E/submissions', '/api/brand-config',
  '/api/content/webhook', '/api/catalogue/webhook', '/punchout', '/punchout?USERNAME=oci-demo', '/punchout/cxml', '/punchout/cxml/start/garbage', '/images/x.png',
  '/images/%00', '/healthz', '/api/unknown', '/api/',
  '/api/events', '/api/dev/tracking-events?trackingId=%00',
];
const EDGE_BODIES = ['', 'username=a&password=b', 'username=&password=', '%%%=%%%', '{"values":{}}', '{', '<cXML><broken', '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><cXML>&e;</cXML>', 'a=' + 'b'.repeat(20000)];
const PATH_JUNK = ['%00', '%0a', '%ff', '%c3%a5', '..', '%2e%2e', '%2F', '//evil.example', 'ä', '~', '%25', '.txt', '_', '__', 'index.html', '%20'];

/** Waku's RSC path for a route path (waku/router: `/` → `R/_root`, `/_x` → `R/__x`). */
function rscPathOf(routePath: string): string {
  if (routePath === '/') return 'R/_root';
  return routePath.startsWith('/_') ? `R/__${routePath.slice(2)}` : `R${routePath}`;
}

const pagePaths = routeTable.map((route) => samplePath(route).split('?')[0] ?? '/');

function rscRoutePath(random: SeededRandom): string {
  const encoded = rscPathOf(random.pick(pagePaths));
  const query = random.pick(['', '?query=', '?query=q%3Dkabel', '?query=%00', '?x=1', '?query=' + 'a'.repeat(1000)]);
  const variants = [
    `/RSC/${encoded}.txt`, `/RSC/${encoded}.txt/`, `/RSC/${encoded}`, `/rsc/${encoded}.txt`, `/RSC/${encoded.toLowerCase()}.txt`,
    `/RSC/${encoded}%00.txt`, `/RSC/${encoded}.TXT`, `/RSC/${encoded}.txt.txt`, `/RSC//${encoded}.txt`, `/RSC/${encoded}/..%2F..%2F.txt`,
    `/RSC/${encoded}_.txt`, `/RSC/_${encoded}.txt`, '/RSC/', '/RSC/.txt', '/RSC/R.txt', '/RSC/R/.txt', '/RSC/S/x.txt', '/RSC/S/.txt', '/RSC/X/y.txt',
    `/Rsc/${encoded}.txt`, `/RSC/${encoded}/${random.pick(PATH_JUNK)}.txt`,
  ];
  return random.pick(variants) + query;
}

function actionPath(random: SeededRandom, actionIds: readonly string[]): string {
  const real = actionIds.length > 0 ? random.pick(actionIds) : '000000000000#nope';
  const [file = '', name = ''] = real.split('#');
  const variants = [
    `/RSC/F/${file}/${name}.txt`, `/RSC/F/${file}/${name}.txt`, `/RSC/F/${file}/${random.pick(ACTION_NAMES)}.txt`,
    `/RSC/F/${random.pick(ACTION_FILES)}/${random.pick(ACTION_NAMES)}.txt`, `/RSC/F/${file}.txt`, '/RSC/F/.txt', `/RSC/F/_${file}/${name}.txt`,
    `/RSC/f/${file}/${name}.txt`, `/RSC/F/${file}/${name}`, `/RSC/F/${file}/${name}.txt/`,
  ];
  return random.pick(variants);
}

function withHeaders(random: SeededRandom, base: Record<string, string>): Record<string, string> {
  const headers: Record<string, string> = { ...base };
  const accept = random.pick(ACCEPTS);
  if (accept) headers.accept = accept;
  const cookie = random.pick(COOKIES);
  if (cookie) headers.cookie = cookie;
  const agent = random.pick(USER_AGENTS);
  if (agent) headers['user-agent'] = agent;
  if (random.chance(0.2)) headers['sec-fetch-site'] = random.pick(['cross-site', 'same-origin', 'none', 'junk']);
  if (random.chance(0.1)) headers['x-waku-action-location'] = random.pick(['/', '//evil.example', 'javascript:alert(1)', '%%%', '/#x']);
  if (random.chance(0.1)) headers.referer = random.pick(['http://localhost/kampanjer', 'https://evil.example/', 'garbage', '']);
  if (random.chance(0.1)) headers['x-waku-etags'] = random.pick(['{', '[]', '{"a":1}', '%%%']);
  if (random.chance(0.05)) headers['x-waku-debug-id'] = random.pick(['x', '../../etc']);
  return headers;
}

function bodyHeaders(random: SeededRandom, body: string | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  if (body === undefined) return headers;
  const contentType = random.pick(CONTENT_TYPES);
  if (contentType) headers['content-type'] = contentType;
  const origin = random.pick(ORIGINS);
  if (origin) headers.origin = origin;
  return headers;
}

/** One request of the sweep; the kinds are weighted toward RSC and server-action addresses. */
function nextRequest(random: SeededRandom, actionIds: readonly string[]): RawRequest {
  const kind = random.next();
  const host = random.chance(0.8) ? 'localhost' : random.pick(HOSTS);
  let method = random.pick(METHODS);
  let path: string;
  let body: string | undefined;
  if (kind < 0.3) {
    path = rscRoutePath(random);
    body = method === 'GET' || method === 'HEAD' ? undefined : random.pick(ACTION_BODIES);
  } else if (kind < 0.55) {
    path = actionPath(random, actionIds);
    method = random.chance(0.75) ? 'POST' : method;
    body = method === 'GET' || method === 'HEAD' ? undefined : random.pick([...ACTION_BODIES, ...MULTIPART_BODIES]);
  } else if (kind < 0.7) {
    path = random.pick(pagePaths) + random.pick(['', '?q=kabel', '?x=%00', '?query=%ff', '?returnTo=//evil.example']);
    body = method === 'GET' || method === 'HEAD' ? undefined : random.pick([...MULTIPART_BODIES, ...EDGE_BODIES]);
  } else if (kind < 0.88) {
    path = random.pick(EDGE_PATHS);
    method = random.chance(0.6) ? 'POST' : method;
    body = method === 'GET' || method === 'HEAD' ? undefined : random.pick([...EDGE_BODIES, ...ACTION_BODIES]);
  } else {
    const segments = Array.from({ length: random.int(1, 6) }, () => (random.chance(0.5) ? random.pick(PATH_JUNK) : random.string(random.int(1, 12))));
    path = '/' + segments.join('/') + random.pick(['', '?', '?a=%', '?a=%zz', '?' + 'q=x&'.repeat(50), '#frag']);
    body = method === 'GET' || method === 'HEAD' ? undefined : random.pick(EDGE_BODIES);
  }
  const headers = withHeaders(random, bodyHeaders(random, body));
  // Distinct made-up client addresses, so the sweep never spends another test's rate budget.
  headers['cf-connecting-ip'] = `198.18.${random.int(0, 255)}.${random.int(1, 254)}`;
  return { method, path, host, headers, ...(body === undefined ? {} : { body }) };
}

/** `count` malformed or borderline requests, the same ones for the same seed. */
export function malformedRequests(options: { seed: number; count: number; actionIds: readonly string[] }): RawRequest[] {
  const random = new SeededRandom(options.seed);
  return Array.from({ length: options.count }, () => nextRequest(random, options.actionIds));
}

/** Signs of a leaked stack trace or source location in an answer body. */
const STACK_TRACE = [/^\s*at \S.*\(.*\)\s*$/m, /^\s+at \S+ \(?[^)]*:\d+:\d+\)?$/m, /node_modules\//, /\/work\//, /file:\/\//, /\.(?:ts|tsx|mjs|js):\d+:\d+/];

export const leaksStackTrace = (body: string): boolean => STACK_TRACE.some((pattern) => pattern.test(body));
