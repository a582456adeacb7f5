import 'server-only';
import { cache } from 'react';
import { getActiveCampaigns, type Campaign } from '../../../lib/upstream/product/get-active-campaigns';
import type { CatalogueContext } from '../catalogue-context';

/**
 * The active campaigns this visitor may see: everyone's, plus the customer's own when signed in.
 * Once per request (the overview and a campaign page both ask).
 */
export const loadCampaigns = cache(
  async (context: Pick<CatalogueContext, 'product' | 'token' | 'customerId'>): Promise<Campaign[]> =>
    getActiveCampaigns(context.product, { token: context.token, customerId: context.customerId }),
);
