import type { PageProps } from 'waku/router';
import { unstable_notFound as notFound } from 'waku/router/server';
import { getCatalogueContext } from '../../../features/catalogue/catalogue-context';
import { Breadcrumbs } from '../../../features/catalogue/listing/breadcrumbs';
import { allowedSort, listingCards, listingSorts } from '../../../features/catalogue/listing/listing-cards';
import { ListingHeader } from '../../../features/catalogue/listing/listing-header';
import { listingHref, parseListingQuery } from '../../../features/catalogue/listing/listing-query';
import { ListingView } from '../../../features/catalogue/listing/listing-view';
import { loadCampaigns } from '../../../features/catalogue/listing/load-campaigns';
import { loadListing } from '../../../features/catalogue/listing/load-listing';
import { PageMeta, requestOrigin } from '../../../features/catalogue/listing/page-meta';
import { pageExists } from '../../../features/catalogue/listing/paging';
import { CAMPAIGN_CONTENT_IDS } from '../../../features/content/campaign-content-ids';
import { HeroBanner } from '../../../features/content/components/hero';
import { loadHeroBySlug } from '../../../features/content/load-content-blocks';
import { ContentBlockById } from '../../../features/content/sections/content-block-by-id';
import { formatDate } from '../../../lib/format';
import { href } from '../../../lib/routes/href';
import { t } from '../../../lib/texts';
import { LIST_NAMES } from '../../../features/analytics';

// One campaign's products: only an active campaign this visitor may see has a page. The content
// system may dress it: a hero whose slug is the campaign's slug (spec: "page chosen by hero
// slug") becomes the page's top and h1, and an info block (by id) explains campaign prices.
export default async function CampaignPage({ slug, query }: PageProps<'/kampanjer/[slug]'>) {
  const context = await getCatalogueContext();
  const campaign = (await loadCampaigns(context)).find((candidate) => candidate.slug === slug);
  if (!campaign) notFound();
  const sorts = listingSorts(context, { text: false });
  const parsed = parseListingQuery(new URLSearchParams(query));
  const state = { ...parsed, sort: allowedSort(parsed.sort, sorts) };
  const [listing, hero] = await Promise.all([loadListing(context, { campaign: campaign.slug }, state), loadHeroBySlug(campaign.slug)]);
  if (!listing || !pageExists(state.page, listing.pageCount)) notFound();

  const path = href('kampanjer-slug', { slug: campaign.slug });
  return (
    <div className="listing-page">
      <PageMeta title={campaign.name} description={t('listing.campaigns.metaDescription', { name: campaign.name, description: campaign.description })} canonicalPath={path} />
      <Breadcrumbs trail={[{ name: t('listing.campaigns.title'), href: href('kampanjer') }]} current={campaign.name} origin={requestOrigin()} />
      {hero ? <HeroBanner hero={hero} preTitle={t('listing.campaigns.title')} priority /> : null}
      <ListingHeader
        titleTag={hero ? 'h2' : 'h1'}
        title={campaign.name}
        count={campaign.productCount}
        lead={
          <p>
            {campaign.description} {t('listing.campaigns.validThrough', { date: formatDate(campaign.endsOn) })}.
          </p>
        }
      />
      <ContentBlockById type="infoBlock" id={CAMPAIGN_CONTENT_IDS.priceInfo} />
      <ListingView
        path={path}
        base={{}}
        state={state}
        listing={listing}
        sorts={sorts}
        cards={listingCards(context, listing, listingHref(path, {}, state), LIST_NAMES.campaign)}
        history={false}
        empty={<p>{t('listing.noProductsHint')}</p>}
      />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
