import 'server-only';
import { cachedJson, type CacheHooks, type KvStore } from '../../cache/kv-cache';
import { readContentGeneration } from '../content/content-cache';
import { getActiveCampaigns, type Campaign } from './get-active-campaigns';
import type { UpstreamService } from '../upstream-service';

/**
 * The campaign list everyone sees, kept in KV per brand (spec point 9: "campaign cache uses a
 * timestamp"). The entry is `{ value, storedAt }`: storedAt is the written-at time that decides
 * fresh (5 min), stale-but-served-while-refreshed (1 h) or gone. The key holds the brand's content
 * generation, so the content webhook, which writes a new generation, also makes the next request
 * fetch the list anew: campaigns and the content that announces them change together.
 *
 * A signed-in buyer's list (everyone's plus the customer's own) is not cached: it is per customer
 * and the backend answers it `private, no-store`.
 */

export const CAMPAIGNS_FRESH_SECONDS = 300;
export const CAMPAIGNS_STALE_SECONDS = 3600;

export const campaignListKey = (brand: string, generation: string) => `campaigns:v1:${brand}:g${generation}:active`;

export async function cachedActiveCampaigns(
  product: UpstreamService,
  input: { brand: string; kv: KvStore | undefined; cache: CacheHooks },
): Promise<Campaign[]> {
  const load = () => getActiveCampaigns(product, {});
  if (!input.kv) return load();
  const generation = await readContentGeneration(input.kv, input.brand);
  return cachedJson(input.kv, campaignListKey(input.brand, generation), load, { ...input.cache, freshSeconds: CAMPAIGNS_FRESH_SECONDS, staleSeconds: CAMPAIGNS_STALE_SECONDS });
}
