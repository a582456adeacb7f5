import type { Section } from '../../../lib/upstream/content';
import { t } from '../../../lib/texts';
import { ContentIcon } from '../components/content-icon';
import { ContentLink } from '../components/content-link';
import { SectionFrame } from './section-frame';

type ServiceCards = Extract<Section, { type: 'serviceCards' }>;

/** A row of services: icon, title, a sentence and a link to read more. */
export function ServiceCardsView({ section }: { section: ServiceCards }) {
  return (
    <SectionFrame id={section.id} type="serviceCards" title={section.title} icon={section.icon} backgroundColor={section.backgroundColor}>
      <ul className="service-cards">
        {section.cards.map((card) => (
          <li key={card.id} className="service-card">
            <span className="service-card__icon">
              <ContentIcon name={card.icon} />
            </span>
            <h3 className="service-card__title">{card.title}</h3>
            {card.text ? <p className="service-card__text">{card.text}</p> : null}
            {card.linkUrl ? (
              <ContentLink href={card.linkUrl} className="service-card__link" ariaLabel={`${card.linkText ?? t('content.readMore')}: ${card.title}`}>
                {card.linkText ?? t('content.readMore')}
              </ContentLink>
            ) : null}
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
