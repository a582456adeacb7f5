import { Link } from 'waku';
import { formatDate, formatNumber } from '../../../lib/format';
import { href } from '../../../lib/routes/href';
import { t } from '../../../lib/texts';
import type { Campaign } from '../../../lib/upstream/product/get-active-campaigns';

/** One active campaign in the overview: name, what it is, until when, how many products. */
export function CampaignTile({ campaign }: { campaign: Campaign }) {
  const path = href('kampanjer-slug', { slug: campaign.slug });
  return (
    <li>
      <article className="overview-tile overview-tile--campaign" aria-labelledby={`campaign-${campaign.id}`}>
        {campaign.isAssortment ? <p className="overview-tile__badge">{t('listing.campaigns.assortment')}</p> : null}
        <h2 className="overview-tile__title" id={`campaign-${campaign.id}`}>
          <Link to={path}>{campaign.name}</Link>
        </h2>
        <p className="overview-tile__text">{campaign.description}</p>
        <p className="overview-tile__meta">
          {t('listing.campaigns.validThrough', { date: formatDate(campaign.endsOn) })} · {t('listing.campaigns.products', { count: formatNumber(campaign.productCount) })}
        </p>
        <p className="overview-tile__action">
          <Link to={path} aria-describedby={`campaign-${campaign.id}`}>{t('listing.campaigns.show')}</Link>
        </p>
      </article>
    </li>
  );
}
