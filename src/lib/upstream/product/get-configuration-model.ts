import 'server-only';
import { ConfigurationModelSchema, type ConfigurationModel } from '../../../../domain/product-configuration';
import { UpstreamError } from '../upstream-errors';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';

/** GET /configurations/{articleNumber}: what a configurable article allows, or null for any other. */
export async function getConfigurationModel(product: UpstreamService, input: { articleNumber: string }): Promise<ConfigurationModel | null> {
  try {
    return await upstreamRequest(product, { path: `/configurations/${encodeURIComponent(input.articleNumber)}`, schema: ConfigurationModelSchema });
  } catch (error) {
    if (error instanceof UpstreamError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}
