import type { BackendBindings } from '../backend-env';

/**
 * The content service's bindings: the two access tokens of backend/wrangler.toml [vars] in
 * development; in production they are secrets (`wrangler secret put CONTENT_DELIVERY_TOKEN`).
 */
export interface ContentBindings extends BackendBindings {
  CONTENT_DELIVERY_TOKEN: string;
  CONTENT_PREVIEW_TOKEN: string;
}

/** Delivery sees published content only; preview also sees drafts (the CDA versus the CPA). */
export type ContentAccess = 'delivery' | 'preview';

/** What the space middleware has checked: a known space and environment, and the token's access. */
export interface ContentScope {
  spaceId: string;
  environment: string;
  access: ContentAccess;
}

export type ContentEnv = { Bindings: ContentBindings; Variables: { scope: ContentScope } };
