import { Link } from 'waku';
import { t } from '../../../lib/texts';
import { MAX_PAGES_SHOWN, onPages, type ListingQuery } from './listing-query';
import { pageLinks } from './paging';

interface PagerProps {
  state: ListingQuery;
  pageCount: number;
  href: (state: ListingQuery) => string;
  /** Number (1-based) of the first card "Visa fler" adds, for the no-JavaScript jump to it. */
  nextItem: number;
}

/**
 * "Visa fler" adds the next page below the shown ones (up to a few pages, then page links take
 * over); page links go to one page. Both are ordinary links, so the state is always in the URL.
 */
export function Pager({ state, pageCount, href, nextItem }: PagerProps) {
  if (pageCount <= 1) return null;
  const canShowMore = state.through < pageCount && state.through - state.page + 1 < MAX_PAGES_SHOWN;
  const to = (target: ListingQuery) => href(target) as `/${string}`;
  return (
    <div className="listing-pager">
      {canShowMore ? (
        <p className="listing-pager__more">
          <Link to={`${to(onPages(state, state.page, state.through + 1))}#item-${nextItem}` as `/${string}`} scroll={false} className="button button--secondary">
            {t('listing.paging.showMore')}
          </Link>
        </p>
      ) : null}
      <nav aria-label={t('listing.paging.label')}>
        <ul className="listing-pager__pages">
          {state.page > 1 ? (
            <li>
              <Link to={to(onPages(state, state.page - 1))} scroll className="listing-pager__step" rel="prev">
                {t('listing.paging.previous')}
              </Link>
            </li>
          ) : null}
          {pageLinks(state.page, state.through, pageCount).map((link) =>
            link.kind === 'gap' ? (
              <li key={link.key} className="listing-pager__gap" aria-hidden="true">…</li>
            ) : (
              <li key={link.page}>
                <Link to={to(onPages(state, link.page))} scroll className="listing-pager__page" aria-label={t('listing.paging.page', { number: link.page })} aria-current={link.current ? 'page' : undefined}>
                  {link.page}
                </Link>
              </li>
            ),
          )}
          {state.through < pageCount ? (
            <li>
              <Link to={to(onPages(state, state.through + 1))} scroll className="listing-pager__step" rel="next">
                {t('listing.paging.next')}
              </Link>
            </li>
          ) : null}
        </ul>
      </nav>
    </div>
  );
}
