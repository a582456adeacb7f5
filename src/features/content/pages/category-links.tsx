import { CategoryIcon, isCategoryIcon } from '../../navigation';
import { loadNavCategories } from '../../navigation/server';
import { href } from '../../../lib/routes/href';
import { ContentIcon } from '../components/content-icon';
import { ContentLink } from '../components/content-link';
import { getRequestContext } from '../../../lib/request';

const humanize = (slug: string) => slug.replace(/-/g, ' ').replace(/^./, (first) => first.toUpperCase());

/**
 * A content page's related categories: names and icons from the catalogue's menu (the content
 * only holds the slugs), each linking to its category page.
 */
export async function CategoryLinks({ slugs, title, icon }: { slugs: readonly string[]; title: string | undefined; icon: string | undefined }) {
  if (slugs.length === 0) return null;
  const menu = await loadNavCategories(getRequestContext().services.product, undefined);
  return (
    <section className="content-categories">
      <h2 className="content-categories__title">
        <ContentIcon name={icon} />
        {title}
      </h2>
      <ul className="assortment-icons assortment-icons--compact">
        {slugs.map((slug) => {
          const category = menu.find((item) => item.href === href('kategorier-slug', { slug }));
          return (
            <li key={slug}>
              <ContentLink href={href('kategorier-slug', { slug })} className="assortment-icons__link">
                <CategoryIcon icon={category?.icon ?? (isCategoryIcon(slug) ? slug : null)} />
                <span>{category?.name ?? humanize(slug)}</span>
              </ContentLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
