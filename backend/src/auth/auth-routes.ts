import type { BackendEnv } from '../backend-env';
import { createRouter } from '../lib/create-router';
import { credentialsRoutes } from './credentials-routes';
import { devOutboxRoutes } from './dev-outbox-routes';
import { jwksRoutes } from './jwks-routes';
import { sessionRoutes } from './session-routes';

/** Everything the auth service answers, mounted at the root by backend/src/index.ts. */
export const authRoutes = createRouter<BackendEnv>()
  .route('/', jwksRoutes)
  .route('/', sessionRoutes)
  .route('/', credentialsRoutes)
  .route('/', devOutboxRoutes);
