/** Bindings of backend/wrangler.toml. */
export interface BackendBindings {
  DB: D1Database;
  ENVIRONMENT: string;
  AUTH_SIGNING_JWK: string;
  AUTH_ISSUER: string;
  AUTH_AUDIENCE: string;
}

export type BackendEnv = { Bindings: BackendBindings };
