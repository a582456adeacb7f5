import { withDroppedRequestRetry } from './dropped-proxy-request';

// Every test file's fetch: a request the local dev proxy dropped is sent once more
// (tests/support/dropped-proxy-request.ts says why).
globalThis.fetch = withDroppedRequestRetry(globalThis.fetch);
