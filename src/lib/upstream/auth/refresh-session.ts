import 'server-only';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';
import { TokensSchema, type Tokens } from './auth-schemas';

/** POST /v2/sessions/ with a refresh token: new tokens, and the old refresh token is spent. */
export function refreshSession(auth: UpstreamService, refreshToken: string): Promise<Tokens> {
  return upstreamRequest(auth, { method: 'POST', path: '/v2/sessions/', body: { refreshToken }, schema: TokensSchema, timeoutMs: 5000 });
}
