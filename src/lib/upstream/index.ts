export {
  UpstreamError,
  UpstreamUnauthorizedError,
  UpstreamAbortedError,
  UpstreamTimeoutError,
  UpstreamResponseInvalidError,
  errorTextKey,
  shouldReport,
  type UpstreamErrorInit,
} from './upstream-errors';
export { upstreamErrorCode } from './upstream-error-code';
export { bindFetch, DEFAULT_TIMEOUT_MS, type FetchBinding, type UpstreamService } from './upstream-service';
export {
  upstreamRequest,
  isRetryable,
  RETRY_STATUSES,
  type UpstreamMethod,
  type UpstreamRequestOptions,
} from './upstream-request';
export { buildUpstreamUrl, type UpstreamQuery } from './upstream-url';
export { upstreamService, type ServiceName, type UpstreamConfig } from './upstream-services';
