import { safeReturnTo } from '../routes/safe-return-to';

/**
 * A browser that runs no scripts cannot show parts that stream after the first flush: React puts
 * each in place with an inline script (decision 044). Such a browser follows a <noscript> refresh
 * to its page with this parameter; the answer remembers it for the browser session in a cookie,
 * and every page it renders awaits all its parts before the first byte.
 */
export const NO_SCRIPT_PARAM = 'skript';
export const NO_SCRIPT_VALUE = 'av';
export const NO_SCRIPT_COOKIE = 'no-script';

/**
 * The page's own address with the parameter added, for the <noscript> refresh. It passes the
 * check every visitor-given address does (safe-return-to.ts): a path on this host or the front page.
 */
export function noScriptAddress(path: string, search: string): string {
  const address = new URL(safeReturnTo(`${path}${search}`), 'http://shop.invalid');
  address.searchParams.set(NO_SCRIPT_PARAM, NO_SCRIPT_VALUE);
  // An apostrophe would end the refresh's quoted URL early.
  return `${address.pathname}${address.search}`.replaceAll("'", '%27');
}
