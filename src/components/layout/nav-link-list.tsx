import { Link } from 'waku';

export interface NavListItem {
  href: string;
  label: string;
  hint?: string | undefined;
}

const isExternal = (href: string) => /^https?:\/\//i.test(href);

/**
 * A list of menu links (services, the brand's extra routes), used in the desktop flyouts and the
 * mobile panel alike. In-app paths go through the router; a brand may also point at another site,
 * which opens in a new tab.
 */
export function NavLinkList({ items, className }: { items: readonly NavListItem[]; className?: string }) {
  return (
    <ul className={`nav-link-list${className ? ` ${className}` : ''}`}>
      {items.map((item) => {
        const content = (
          <>
            <span className="nav-link-list__label">{item.label}</span>
            {item.hint ? <span className="nav-link-list__hint">{item.hint}</span> : null}
          </>
        );
        return (
          <li key={item.href}>
            {isExternal(item.href) ? (
              <a href={item.href} className="nav-link-list__link" target="_blank" rel="noopener noreferrer">
                {content}
              </a>
            ) : (
              <Link to={item.href as `/${string}`} className="nav-link-list__link">
                {content}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
