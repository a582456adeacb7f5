import { startWranglerDev } from './wrangler-dev.mjs';

/**
 * Starts the backend worker alone on 127.0.0.1:port (its contract tests call it directly; in the
 * shop it is reachable only through the BACKEND binding).
 */
export function startBackend({ port, persistTo, keepWarmMs = 0 }) {
  return startWranglerDev({ configs: ['backend/wrangler.toml'], port, persistTo, keepWarmMs });
}
