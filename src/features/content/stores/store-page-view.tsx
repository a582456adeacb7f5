import '../sections/content-sections.css';
import './stores.css';
import type { StorePage } from '../../../lib/upstream/content';
import { t } from '../../../lib/texts';
import { ContentIcon } from '../components/content-icon';
import { HeroBanner } from '../components/hero';
import { RichTextView } from '../components/rich-text';
import { ContactCard } from '../sections/contact-cards';
import { PageSections } from '../sections/page-sections';
import { OpeningHoursTable } from './opening-hours-table';
import { StoreActivities } from './store-activities';
import { StoreMap } from './store-map';
import { getRequestContext } from '../../../lib/request';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function TagList({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <section className="store-facts">
      <h2 className="store-facts__title">{title}</h2>
      <ul className="store-facts__list">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A store page (spec point 3): who and where, this week's hours with today marked, special hours,
 * services and assortments, what is happening in the store, its people, a map, and any sections.
 */
export function StorePageView({ store }: { store: StorePage }) {
  const { environment } = getRequestContext();
  return (
    <article className="store-page" data-store={store.storeId}>
      <HeroBanner hero={{ title: store.name, description: store.title, overlay: true, titleFontSize: 'medium', heroDesktop: store.heroImages[0] }} preTitle={store.label} priority />
      <div className="store-page__layout">
        <div className="store-page__main">
          <RichTextView text={store.ingress} className="content-ingress" />
          <RichTextView text={store.bodyTextPrimary} />
          {store.infobox ? (
            <aside className="info-block store-page__infobox" aria-label={t('content.store.infobox')}>
              <ContentIcon name="info" className="info-block__icon" />
              <RichTextView text={store.infobox} />
            </aside>
          ) : null}
          <div className="store-page__facts">
            <TagList title={t('content.store.services')} items={store.services} />
            <TagList title={t('content.store.assortments')} items={store.assortments} />
          </div>
          <StoreActivities activities={store.activities} />
          {store.contacts.length > 0 ? (
            <section className="store-page__contacts">
              <h2>{store.contactsSectionTitle ?? t('content.store.contacts')}</h2>
              <ul className="contact-cards">
                {store.contacts.map((contact) => (
                  <ContactCard key={contact.id} contact={contact} />
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        <aside className="store-page__aside">
          <section className="store-card">
            <h2 className="visually-hidden">{t('content.store.address')}</h2>
            {store.address ? <p className="store-card__line"><ContentIcon name="pin" />{store.address}</p> : null}
            {store.phone ? <p className="store-card__line"><ContentIcon name="phone" /><a href={telHref(store.phone)}>{store.phone}</a></p> : null}
            {store.email ? <p className="store-card__line"><ContentIcon name="mail" /><a href={`mailto:${store.email}`}>{store.email}</a></p> : null}
          </section>
          <OpeningHoursTable weekly={store.openingHours} special={store.specialHours} />
          {store.location ? (
            <StoreMap name={store.name} address={store.address} location={store.location} tileTemplate={environment.CONTENT_MAP_TILE_URL} attribution={environment.CONTENT_MAP_ATTRIBUTION} />
          ) : null}
        </aside>
      </div>
      {store.sections.length > 0 ? <PageSections sections={store.sections} /> : null}
    </article>
  );
}
