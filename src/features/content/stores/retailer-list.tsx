import type { Retailer } from '../../../lib/upstream/content';
import { t } from '../../../lib/texts';
import { ContentLink } from '../components/content-link';

/** Retailers in towns without a store of our own (spec point 3), alphabetically. */
export function RetailerList({ retailers }: { retailers: readonly Retailer[] }) {
  if (retailers.length === 0) return null;
  return (
    <section className="retailers" aria-labelledby="retailers-title">
      <h2 id="retailers-title">{t('content.finder.retailers')}</h2>
      <p className="retailers__lead">{t('content.finder.retailersLead')}</p>
      <ul className="retailers__list">
        {retailers.map((retailer) => (
          <li key={retailer.id} className="retailer">
            <h3 className="retailer__name">{retailer.name}</h3>
            {retailer.address ? <p className="retailer__address">{retailer.address}</p> : null}
            {retailer.offerings.length > 0 ? <p className="retailer__offerings">{retailer.offerings.join(' · ')}</p> : null}
            {retailer.link ? <ContentLink href={retailer.link} external>{t('content.finder.website')}</ContentLink> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
