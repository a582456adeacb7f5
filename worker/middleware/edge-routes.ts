/** Paths the Hono layer answers itself (API, images, documents, health, punch-out); the page table does not apply. */
const EDGE_ROUTES = /^\/(?:api\/|images\/|dokument\/|healthz$|punchout(?:\/|$))/;

export const isEdgeRoute = (path: string) => EDGE_ROUTES.test(path);
