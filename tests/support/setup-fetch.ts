import { withDroppedRequestRetry } from './dropped-proxy-request';

// Every test file's fetch: a request the local dev proxy dropped is sent once more
// (tests/support/dropped-proxy-request.ts says why). The shop's projects run their files in one
// worker (isolate: false), where this runs before each file: wrap the first fetch only.
const wrapped = Symbol.for('shop.tests.droppedRequestRetry');
if (!(wrapped in globalThis.fetch)) globalThis.fetch = Object.assign(withDroppedRequestRetry(globalThis.fetch), { [wrapped]: true });
