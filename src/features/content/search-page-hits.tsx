import { t } from '../../lib/texts';
import { searchContentPages } from './search-content-pages';

/** Content pages matching a product search (guides, services, news), streamed under the results. */
export async function SearchPageHits({ q }: { q: string }) {
  const pages = await searchContentPages(q);
  if (pages.length === 0) return null;
  return (
    <section className="search-page-hits" aria-labelledby="search-page-hits">
      <h2 id="search-page-hits">{t('navigation.search.pages')}</h2>
      <ul className="search-page-hits__list">
        {pages.map((page) => (
          <li key={page.path}>
            <a href={page.path}>
              {/* The pre-title is a label of its own; the space keeps "Guide Välj…" apart for every reader. */}
              {page.preTitle ? <span className="search-page-hits__pre">{page.preTitle}</span> : null}{page.preTitle ? ' ' : null}
              <span className="search-page-hits__title">{page.title}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
