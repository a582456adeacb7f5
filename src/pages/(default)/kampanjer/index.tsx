import { getCatalogueContext } from '../../../features/catalogue/catalogue-context';
import { Breadcrumbs } from '../../../features/catalogue/listing/breadcrumbs';
import { CampaignTile } from '../../../features/catalogue/listing/campaign-tile';
import { ListingHeader } from '../../../features/catalogue/listing/listing-header';
import { loadCampaigns } from '../../../features/catalogue/listing/load-campaigns';
import { PageMeta, requestOrigin } from '../../../features/catalogue/listing/page-meta';
import { CAMPAIGN_CONTENT_IDS } from '../../../features/content/campaign-content-ids';
import { ContentBlockById } from '../../../features/content/sections/content-block-by-id';
import { href } from '../../../lib/routes/href';
import { t } from '../../../lib/texts';

// The active campaigns; a signed-in buyer also sees those made for their customer. Around
// them, how campaigns work and the shared terms from the content system, named by entry id.
export default async function CampaignsPage() {
  const context = await getCatalogueContext();
  const campaigns = await loadCampaigns(context);
  const lead = context.customerId ? t('listing.campaigns.leadCustomer') : t('listing.campaigns.lead');
  return (
    <div className="listing-page">
      <PageMeta title={t('listing.campaigns.title')} description={lead} canonicalPath={href('kampanjer')} />
      <Breadcrumbs trail={[]} current={t('listing.campaigns.title')} origin={requestOrigin()} />
      <ListingHeader title={t('listing.campaigns.title')} lead={<p>{lead}</p>} />
      {campaigns.length > 0 ? (
        <ul className="overview-tile-grid">
          {campaigns.map((campaign) => <CampaignTile key={campaign.id} campaign={campaign} />)}
        </ul>
      ) : (
        <p className="listing__empty">{t('listing.campaigns.empty')}</p>
      )}
      {/* The campaigns first; how they work and their terms below, not pushing them off screen. */}
      <ContentBlockById type="textAndMedia" id={CAMPAIGN_CONTENT_IDS.overviewIntro} />
      <ContentBlockById type="textBlock" id={CAMPAIGN_CONTENT_IDS.terms} />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
