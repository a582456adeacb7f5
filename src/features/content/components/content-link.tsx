import type { ReactNode } from 'react';
import { Link } from 'waku';
import { isInternalHref, safeHref } from '../safe-href';

interface ContentLinkProps {
  href: string | undefined;
  /** Editors' "external link" flag: opens in a new tab even for a site path. */
  external?: boolean;
  className?: string;
  children: ReactNode;
  ariaLabel?: string;
}

/**
 * A link whose address comes from content: site paths through the router (no full reload),
 * other sites in a new tab without access to this window, and an unsafe or missing address
 * as plain text, so a bad link can never become script.
 */
export function ContentLink({ href, external = false, className, children, ariaLabel }: ContentLinkProps) {
  const safe = safeHref(href);
  const common = { ...(className ? { className } : {}), ...(ariaLabel ? { 'aria-label': ariaLabel } : {}) };
  if (!safe) return <span {...common}>{children}</span>;
  if (isInternalHref(safe) && !external) {
    return (
      <Link to={safe as `/${string}`} {...common}>
        {children}
      </Link>
    );
  }
  return (
    <a href={safe} target="_blank" rel="noopener noreferrer" {...common}>
      {children}
    </a>
  );
}
