import 'server-only';
import { LanguageConfigSchema, type LanguageConfig } from '../../../../domain/language/language-config';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';

/** GET /language-config (spec point 7): the locales, the default and the strategy. */
export function getLanguageConfig(product: UpstreamService): Promise<LanguageConfig> {
  return upstreamRequest(product, { path: '/language-config', schema: LanguageConfigSchema });
}
