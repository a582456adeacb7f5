import 'server-only';
import { cache } from 'react';
import { getRequestContext } from '../../../lib/request';
import { cachedActiveCampaigns } from '../../../lib/upstream/product/cached-active-campaigns';
import { getActiveCampaigns, type Campaign } from '../../../lib/upstream/product/get-active-campaigns';
import type { CatalogueContext } from '../catalogue-context';

/**
 * The active campaigns this visitor may see: everyone's (from the KV cache the content webhook
 * refreshes), or, signed in, everyone's plus the customer's own (asked each time: per customer).
 * Once per request (the overview and a campaign page both ask).
 */
export const loadCampaigns = cache(async (context: Pick<CatalogueContext, 'product' | 'token' | 'customerId'>): Promise<Campaign[]> => {
  if (context.token && context.customerId) return getActiveCampaigns(context.product, { token: context.token, customerId: context.customerId });
  const { brand, cache: kv, waitUntil } = getRequestContext();
  return cachedActiveCampaigns(context.product, { brand: brand.id, kv, cache: { waitUntil } });
});
