// The request contract as the app sees it. Server components, server actions and edge routes
// import from here; only these modules read the edge's Hono context.
export { getRequestContext, requestContextOf, servicesOf, type RequestContext } from './request-context';
export { callAsUser, getPermissions, endSessionAndSignIn, optionalAccessToken, requireSession, SessionRequiredError, SESSION_EXPIRED_PATH } from './session-access';
export { actionFailure, MalformedActionCallError, type ActionFailure } from './action-failure';
export { formActionArgs, formOnlyArgs, noArgs, parsedAction, previousFormState } from './parsed-action';
export { loadPageData, type PageData } from './page-data';
export { serviceFaultText } from './service-fault';
export { readCookie, writeCookie } from './cookies';
export { decodeCookieJson, encodeCookieJson } from './cookie-json';
export { flashMessage, noticeOnPostedPage } from './flash';
export { redirectAsDocument } from './document-redirect';
export { reportRequestError } from './error-reporting';
export { markIncompleteAnswer } from './upstream-faults';
export { countContentCacheOutcome, countVariantCacheOutcome } from './server-timing';
export type { PunchoutSettings } from './punchout-settings';
export { getAccount, offeredCustomers, type Account } from './account';
export { getCustomerContext, STORE_COOKIE, type CustomerContext } from './customer-context';
export { setPageStatus, type PageStatus } from './page-status';
export { getCspNonce } from './csp-nonce';
