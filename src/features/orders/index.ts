// The orders feature's client-safe public face; its server-only part is ./server.ts.
export { orderDocumentPath } from './order-document-path';
export { displayStatus, orderTimeline, type TimelineStep } from './order-timeline';
