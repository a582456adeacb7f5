import { CONSENT_COOKIE, CONSENT_COOKIE_MAX_AGE, formatConsentCookie, parseConsentGroups, type ConsentGroup } from './consent-groups';

/** The choice made earlier in this browser with our banner, if any. */
export function readConsentCookie(): ConsentGroup[] | undefined {
  const entry = document.cookie.split('; ').find((cookie) => cookie.startsWith(`${CONSENT_COOKIE}=`));
  return entry === undefined ? undefined : parseConsentGroups(decodeURIComponent(entry.slice(CONSENT_COOKIE.length + 1)));
}

/** Not HttpOnly on purpose: it holds no secret, and the browser's scripts are its readers. */
export function writeConsentCookie(groups: readonly ConsentGroup[]): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${formatConsentCookie(groups)}; Max-Age=${CONSENT_COOKIE_MAX_AGE}; Path=/; SameSite=Lax${secure}`;
}
