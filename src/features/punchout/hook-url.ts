/**
 * Where the cart goes back (OCI HOOK_URL, cXML BrowserFormPost URL). The shop renders it as a
 * form action in the buyer's browser, so anything but a plain https address is refused:
 * `javascript:` and `data:` would run in our origin, http would send the cart in clear text.
 * Hosts listed for local development (a procurement stub on 127.0.0.1) may use http.
 */
export type HookUrlResult =
  | { ok: true; url: string; origin: string }
  | { ok: false; reason: 'malformed' | 'scheme' | 'not_https' | 'credentials' | 'too_long' };

export const MAX_HOOK_URL_LENGTH = 1024;

export interface HookUrlPolicy {
  /** Lower-case host names allowed over http (PUNCHOUT_DEV_HOOK_HOSTS), empty in production. */
  devHttpHosts: readonly string[];
}

export function validateHookUrl(raw: string, policy: HookUrlPolicy): HookUrlResult {
  if (raw.length > MAX_HOOK_URL_LENGTH) return { ok: false, reason: 'too_long' };
  // The URL parser silently drops tabs and line breaks ("java\tscript:"): refuse them outright.
  if (/[\u0000-\u0020\u007f]/.test(raw)) return { ok: false, reason: 'malformed' };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, reason: 'scheme' };
  if (url.username !== '' || url.password !== '') return { ok: false, reason: 'credentials' };
  if (url.protocol === 'http:' && !policy.devHttpHosts.includes(url.hostname.toLowerCase())) return { ok: false, reason: 'not_https' };
  return { ok: true, url: url.href, origin: url.origin };
}

/**
 * The dev host list from configuration ("127.0.0.1,localhost"). It applies only in local
 * development, so a copied variable can never let a production shop post carts over http.
 */
export function hookUrlPolicy(env: { ENVIRONMENT: string; PUNCHOUT_DEV_HOOK_HOSTS?: string | undefined }): HookUrlPolicy {
  if (env.ENVIRONMENT !== 'development') return { devHttpHosts: [] };
  const hosts = (env.PUNCHOUT_DEV_HOOK_HOSTS ?? '').split(',').map((host) => host.trim().toLowerCase());
  return { devHttpHosts: hosts.filter((host) => host !== '') };
}
