import { UPSTREAM_DELAY_HEADER } from '../../../domain/dev/upstream-delay';
import type { FetchBinding } from './upstream-service';

/**
 * The backend binding with the development-only delay header on every request (the embedded
 * backend then waits that long; backend/src/lib/dev-upstream-delay.ts). Only
 * src/lib/request/upstream-delay.ts builds one, and only in local development.
 */
export function delayedBackend(backend: FetchBinding, delayMs: number): FetchBinding {
  return {
    fetch(request: Request) {
      const delayed = new Request(request);
      delayed.headers.set(UPSTREAM_DELAY_HEADER, String(delayMs));
      return backend.fetch(delayed);
    },
  };
}
