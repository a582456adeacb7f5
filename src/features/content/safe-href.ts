/**
 * Whether a link from content may become an href. Editors type links by hand and content can be
 * tampered with, so only the schemes a shop page needs pass: site paths, https/http, mailto, tel
 * and in-page anchors. `javascript:`, `data:`, protocol-relative `//host` and backslash tricks
 * do not; the link text is then shown without a link.
 */

const ALLOWED_SCHEME = /^(?:https?:|mailto:|tel:)/i;

export function safeHref(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const href = value.trim();
  // Control characters and spaces inside a scheme are how "java\tscript:" slips past filters.
  if (href === '' || /[\u0000-\u001f\u007f]/.test(href)) return undefined;
  if (href.startsWith('#')) return href;
  if (href.startsWith('/')) return /^\/[\\/]/.test(href) ? undefined : href;
  if (ALLOWED_SCHEME.test(href)) {
    try {
      const url = new URL(href);
      return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : href;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Site paths go through the router; everything else is another site. */
export const isInternalHref = (href: string): boolean => href.startsWith('/') || href.startsWith('#');
