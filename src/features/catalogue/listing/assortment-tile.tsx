import type { ReactNode } from 'react';
import { Link } from 'waku';
import { formatNumber } from '../../../lib/format';
import { href } from '../../../lib/routes/href';
import { t } from '../../../lib/texts';
import type { MenuNode } from '../../../lib/upstream/product/catalogue-schemas';
import { ResponsiveImage } from '../../../components/responsive-image';

/** How many subcategory links a tile lists before "show all" takes over. */
const MAX_LINKS = 6;

interface AssortmentTileProps {
  node: MenuNode;
  /** Where the name leads: the assortment page of a top category, or the category listing. */
  href: `/${string}`;
  icon?: ReactNode;
  image?: string | undefined;
  headingLevel: 'h2' | 'h3';
}

/** A category in the assortment overviews: icon or image, name, count, its subcategories. */
export function AssortmentTile({ node, href: titleHref, icon, image, headingLevel: Heading }: AssortmentTileProps) {
  return (
    <li>
      <article className="overview-tile" aria-labelledby={`assortment-${node.id}`}>
        {image ? <ResponsiveImage className="overview-tile__image" src={image} alt="" width={300} height={200} sizes="(min-width: 48rem) 300px, 50vw" /> : null}
        <div className="overview-tile__head">
          {icon}
          <Heading className="overview-tile__title" id={`assortment-${node.id}`}>
            <Link to={titleHref}>{node.name}</Link>
          </Heading>
        </div>
        <p className="overview-tile__meta">{t('listing.assortment.count', { count: formatNumber(node.productCount) })}</p>
        {node.children.length > 0 ? (
          <ul className="overview-tile__links" aria-label={t('listing.assortment.categories', { name: node.name })}>
            {node.children.slice(0, MAX_LINKS).map((child) => (
              <li key={child.id}>
                <Link to={href('kategorier-slug', { slug: child.path })}>{child.name}</Link>
              </li>
            ))}
          </ul>
        ) : null}
        <p className="overview-tile__action">
          <Link to={href('kategorier-slug', { slug: node.path })}>{t('listing.assortment.showAll', { name: node.name })}</Link>
        </p>
      </article>
    </li>
  );
}
