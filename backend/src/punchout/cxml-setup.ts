import { ApiError } from '../lib/api-error';
import { randomToken, sha256 } from '../lib/bytes';
import type { BackendBindings } from '../backend-env';
import { assertAttemptsLeft, recordAttempt, type AttemptKey } from '../auth/attempt-limiter';
import type { AttemptRule } from '../auth/attempt-window';
import { findLoginUserById } from '../auth/credential-store';
import { createRefreshToken } from '../auth/refresh-token-repository';
import { issueTokens, type TokenAnswer } from '../auth/token-issuer';
import { loadUserPermissions } from '../users/permission-repository';
import type { CxmlCredential, CxmlSetupRequest } from './cxml-schemas';
import { verifyCxmlSender } from './cxml-sender-repository';
import { insertStart, spendStart } from './cxml-start-repository';
import type { RequisitionLine } from '../../../domain/punchout/requisition-lines';

/** A StartPage URL is opened by the browser right after setup; five minutes is generous. */
export const START_TTL_MS = 5 * 60 * 1000;

const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** Wrong shared secrets per sender, and per calling address over all senders. */
export const CXML_PER_SENDER: AttemptRule = { scope: 'cxml-sender', limit: 10, windowMs: FIFTEEN_MINUTES };
export const CXML_PER_CLIENT: AttemptRule = { scope: 'cxml-client', limit: 30, windowMs: FIFTEEN_MINUTES };

const unauthorized = () => new ApiError(401, 'invalid_credentials', 'Unknown sender or wrong shared secret');
const invalidStart = () => new ApiError(401, 'invalid_start_token', 'Unknown, used or expired start token');

/**
 * Accepts a PunchOutSetupRequest whose sender credential is right and whose account is an
 * active punch-out account: keeps it behind a one-time start token (only its hash is stored).
 */
export async function createCxmlSetup(env: BackendBindings, request: CxmlSetupRequest, options: { client: string; now: number }) {
  const { now } = options;
  const keys: AttemptKey[] = [
    { rule: CXML_PER_SENDER, key: `${request.sender.domain}|${request.sender.identity}`.toLowerCase() },
    { rule: CXML_PER_CLIENT, key: options.client },
  ];
  await assertAttemptsLeft(env.DB, keys, now);
  const userId = await verifyCxmlSender(env.DB, request.sender);
  const user = userId ? await findLoginUserById(env.DB, userId) : null;
  if (!user?.active || !user.isPunchout || user.mustChangePassword) {
    await recordAttempt(env.DB, keys, now);
    throw unauthorized();
  }
  const startToken = randomToken(32);
  await insertStart(env.DB, { tokenHash: await sha256(startToken), userId: user.id, request, now, ttlMs: START_TTL_MS });
  return { startToken, expiresIn: START_TTL_MS / 1000 };
}

export interface CxmlStartAnswer extends TokenAnswer {
  punchout: {
    companyName: string;
    customerId: string;
    username: string;
    userEmail: string | null;
    operation: 'create' | 'edit';
    buyerCookie: string;
    browserFormPostUrl: string;
    buyer: CxmlCredential;
    supplier: CxmlCredential;
    /** An edit setup's requisition lines, for the shop to load into the cart. */
    itemLines: RequisitionLine[];
  };
}

/** Spends a start token and signs its punch-out user in, with the setup the shop must keep. */
export async function startCxmlSession(env: BackendBindings, startToken: string, now: number): Promise<CxmlStartAnswer> {
  const start = await spendStart(env.DB, await sha256(startToken), now);
  const user = start ? await findLoginUserById(env.DB, start.userId) : null;
  if (!start || !user?.active || !user.isPunchout || user.mustChangePassword) throw invalidStart();
  const [company] = await loadUserPermissions(env.DB, user.id);
  if (!company) throw invalidStart();
  const tokens = await issueTokens(env, user, await createRefreshToken(env.DB, user.id, now), now);
  const { operation, buyerCookie, browserFormPostUrl, userEmail, buyer, supplier, itemLines } = start;
  return {
    ...tokens,
    punchout: { companyName: company.customerName, customerId: company.customerId, username: user.username, userEmail, operation, buyerCookie, browserFormPostUrl, buyer, supplier, itemLines },
  };
}
