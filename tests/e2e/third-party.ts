import { createServer } from 'node:https';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { localhostTls, localhostTlsSpki } from '../../scripts/lib/localhost-tls.mjs';

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
 * The tag manager and OneTrust are outside the system and the tests have no internet: a local
 * https server stands in for both, speaking their contracts, and the browser is pointed at it
 * (host rules, and trust in its certificate's key). A real server rather than request routing in
 * the browser: routing switches the browser's HTTP cache off and stops every request of every
 * page on its way, which cost the browser tests a sixth of their time.
 * The tag manager stand-in counts its loads; the OneTrust stand-in sets `OptanonActiveGroups` from
 * its `OptanonConsent` cookie (absent: only C0001) and fires `OneTrustGroupsUpdated`, as OneTrust
 * does on each page view.
 */
export async function startThirdPartyStandIns() {
  const scripts: Record<string, string> = {
    'www.googletagmanager.com': 'window.tagManagerLoads = (window.tagManagerLoads || 0) + 1;',
    'cdn.cookielaw.org': `(${oneTrustStandIn})();`,
  };
  const server = createServer(localhostTls, (request, response) => {
    const script = scripts[(request.headers.host ?? '').replace(/:\d+$/, '')];
    // Never cached, as each page view of the real ones runs the script anew.
    response.writeHead(script ? 200 : 404, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
    response.end(script ?? '');
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    browser: {
      hostRules: Object.keys(scripts).map((host) => `MAP ${host} 127.0.0.1:${port}`),
      args: [`--ignore-certificate-errors-spki-list=${localhostTlsSpki}`],
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function oneTrustStandIn() {
  const cookie = document.cookie.split('; ').find((entry) => entry.startsWith('OptanonConsent='));
  const groups = cookie ? decodeURIComponent(cookie.slice('OptanonConsent='.length)) : 'C0001';
  const active = `,${groups.split('.').join(',')},`;
  (window as unknown as { OptanonActiveGroups: string }).OptanonActiveGroups = active;
  window.dispatchEvent(new CustomEvent('OneTrustGroupsUpdated', { detail: active.split(',').filter(Boolean) }));
}
