import type { Contact, Section } from '../../../lib/upstream/content';
import { t } from '../../../lib/texts';
import { ContentIcon } from '../components/content-icon';
import { ContentPicture } from '../components/content-image';
import { SectionFrame } from './section-frame';

type ContactCards = Extract<Section, { type: 'contactCards' }>;

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** One person: picture or initials, name, role, phone and e-mail as links. */
export function ContactCard({ contact }: { contact: Contact }) {
  const initials = contact.name.split(/\s+/).map((part) => part[0] ?? '').join('').slice(0, 2);
  return (
    <li className="contact-card">
      {contact.image ? <ContentPicture image={contact.image} className="contact-card__image" decorative /> : <span className="contact-card__initials" aria-hidden="true">{initials}</span>}
      <div>
        <p className="contact-card__name">{contact.name}</p>
        {contact.role ? <p className="contact-card__role">{contact.role}</p> : null}
        {contact.phone ? (
          <a className="contact-card__line" href={telHref(contact.phone)} aria-label={`${t('content.contact.call', { name: contact.name })}: ${contact.phone}`}>
            <ContentIcon name="phone" />
            {contact.phone}
          </a>
        ) : null}
        {contact.email ? (
          <a className="contact-card__line" href={`mailto:${contact.email}`} aria-label={`${t('content.contact.mail', { name: contact.name })}: ${contact.email}`}>
            <ContentIcon name="mail" />
            {contact.email}
          </a>
        ) : null}
      </div>
    </li>
  );
}

export function ContactCardsView({ section }: { section: ContactCards }) {
  return (
    <SectionFrame id={section.id} type="contactCards" title={section.title} icon={section.icon} backgroundColor={section.backgroundColor}>
      <ul className="contact-cards">
        {section.contacts.map((contact) => (
          <ContactCard key={contact.id} contact={contact} />
        ))}
      </ul>
    </SectionFrame>
  );
}
