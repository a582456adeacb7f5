/** Bindings of backend/wrangler.toml. */
export interface BackendBindings {
  DB: D1Database;
  ENVIRONMENT: string;
}

export type BackendEnv = { Bindings: BackendBindings };
