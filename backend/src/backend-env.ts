/** Bindings of backend/wrangler.toml. */
export interface BackendBindings {
  DB: D1Database;
  ENVIRONMENT: string;
  AUTH_SIGNING_JWK: string;
  /** The key before the last rotation, set only while a rotation runs (docs/operations.md). */
  AUTH_SIGNING_JWK_PREVIOUS?: string;
  AUTH_ISSUER: string;
  AUTH_AUDIENCE: string;
}

export type BackendEnv = { Bindings: BackendBindings };
