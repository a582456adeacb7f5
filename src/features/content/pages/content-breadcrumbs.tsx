import { Link } from 'waku';
import { t } from '../../../lib/texts';

/** Start › listing › page, the last one being where the visitor is. */
export function ContentBreadcrumbs({ trail }: { trail: readonly { title: string; href?: string }[] }) {
  return (
    <nav className="content-breadcrumbs" aria-label={t('content.page.breadcrumbs')}>
      <ol>
        <li><Link to="/">{t('content.page.start')}</Link></li>
        {trail.map((crumb) => (
          <li key={crumb.title}>
            {crumb.href ? <Link to={crumb.href as `/${string}`}>{crumb.title}</Link> : <span aria-current="page">{crumb.title}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
