import type { Section } from '../../../lib/upstream/content';
import { ContentIcon } from '../components/content-icon';
import { ContentLink } from '../components/content-link';
import { SectionFrame } from './section-frame';

type AssortmentIcons = Extract<Section, { type: 'assortmentIcons' }>;

/** Category tiles with the catalogue's line icons, leading into the assortment. */
export function AssortmentIconsView({ section }: { section: AssortmentIcons }) {
  return (
    <SectionFrame id={section.id} type="assortmentIcons" title={section.title}>
      <ul className="assortment-icons">
        {section.items.map((item) => (
          <li key={item.url}>
            <ContentLink href={item.url} className="assortment-icons__link">
              <ContentIcon name={item.icon} />
              <span>{item.title}</span>
            </ContentLink>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
