import { Link } from 'waku';
import { t } from '../../../lib/texts';

export interface Crumb {
  name: string;
  href: `/${string}`;
}

/**
 * The trail from the start page to the current page (the last crumb is the page itself and is
 * not a link), as a navigation landmark with an ordered list, plus BreadcrumbList JSON-LD.
 */
export function Breadcrumbs({ trail, current, origin }: { trail: readonly Crumb[]; current: string; origin: string }) {
  const all: Crumb[] = [{ name: t('listing.breadcrumbs.home'), href: '/' }, ...trail];
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [...all.map((crumb) => ({ name: crumb.name, item: `${origin}${crumb.href}` })), { name: current }].map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      ...item,
    })),
  };
  return (
    <nav className="breadcrumbs" aria-label={t('listing.breadcrumbs.label')}>
      <ol className="breadcrumbs__list">
        {all.map((crumb) => (
          <li key={crumb.href} className="breadcrumbs__item">
            <Link to={crumb.href}>{crumb.name}</Link>
          </li>
        ))}
        <li className="breadcrumbs__item" aria-current="page">
          {current}
        </li>
      </ol>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: safeJson(jsonLd) }} />
    </nav>
  );
}

/** JSON inside a script element: "<" escaped so a name can never close the element. */
export const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
