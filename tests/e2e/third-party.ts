import type { BrowserContext } from 'playwright-core';

/**
 * A returning visitor who allowed statistics (C0002) but not replay or marketing: the tag
 * manager loads, the banner stays away and no test races a bar over the page's foot. The consent
 * journey opens its browsers with `consent: null`.
 */
export const DEFAULT_CONSENT = 'C0001.C0002';

/** Our consent cookie on the host of `url` and on every brand host of the same shop. */
export function consentCookies(url: string, groups: string) {
  const { protocol, port } = new URL(url);
  return ['localhost', 'ljus.localhost', 'virke.localhost', 'ror.localhost', '127.0.0.1'].map((host) => ({
    name: 'consent-groups',
    value: groups,
    url: `${protocol}//${host}:${port}/`,
  }));
}

/**
 * The tag manager and OneTrust are outside the system and the tests have no internet: the
 * browser gets small stand-ins speaking their contracts. The tag manager stand-in counts its
 * loads; the OneTrust stand-in sets `OptanonActiveGroups` from its `OptanonConsent` cookie
 * (absent: only C0001) and fires `OneTrustGroupsUpdated`, as OneTrust does on each page view.
 */
export async function serveThirdPartyStubs(context: BrowserContext) {
  await context.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.tagManagerLoads = (window.tagManagerLoads || 0) + 1;' }),
  );
  await context.route('https://cdn.cookielaw.org/**', (route) => route.fulfill({ contentType: 'text/javascript', body: `(${oneTrustStandIn})();` }));
}

function oneTrustStandIn() {
  const cookie = document.cookie.split('; ').find((entry) => entry.startsWith('OptanonConsent='));
  const groups = cookie ? decodeURIComponent(cookie.slice('OptanonConsent='.length)) : 'C0001';
  const active = `,${groups.split('.').join(',')},`;
  (window as unknown as { OptanonActiveGroups: string }).OptanonActiveGroups = active;
  window.dispatchEvent(new CustomEvent('OneTrustGroupsUpdated', { detail: active.split(',').filter(Boolean) }));
}
