import { upstreamService, type UpstreamConfig } from '../upstream-services';
import { ContentConfigError } from './content-errors';

/**
 * The content provider's configuration from the worker's variables (wrangler.toml [vars], tokens
 * as secrets in production). One space per brand (CONTENT_SPACE_<BRAND>), one environment, the
 * delivery token, and the preview token used instead when the environment is the stage one
 * (spec point 4: drafts are shown there).
 */

export interface ContentVariables extends UpstreamConfig {
  CONTENT_ENVIRONMENT?: string;
  CONTENT_DELIVERY_TOKEN?: string;
  CONTENT_PREVIEW_TOKEN?: string;
  CONTENT_SPACE_LJUS?: string;
  CONTENT_SPACE_VIRKE?: string;
  CONTENT_SPACE_ROR?: string;
}

export interface ContentConfig {
  /** host[:port], no scheme: the SDK's own format (a scheme would send it to Contentful's CDN). */
  host: string;
  insecure: boolean;
  basePath: string;
  space: string;
  environment: string;
  preview: boolean;
  accessToken: string;
  /** How requests leave the worker: the BACKEND binding or the network (see fetch-adapter.ts). */
  fetch: (request: Request) => Promise<Response>;
  /** The deadline of one content call, retries included (upstream-budgets.ts); unset, the background one. */
  deadlineMs?: number;
}

export const STAGE_ENVIRONMENT = 'stage';
const DEFAULT_ENVIRONMENT = 'master';
const CONTENTFUL_CDN = 'cdn.contentful.com';
const CONTENTFUL_PREVIEW = 'preview.contentful.com';

const spaceVariable = (brandId: string) => `CONTENT_SPACE_${brandId.toUpperCase()}` as const;

export function readContentConfig(env: ContentVariables, brandId: string): ContentConfig {
  const spaceKey = spaceVariable(brandId);
  const space = (env as unknown as Record<string, unknown>)[spaceKey];
  const environment = env.CONTENT_ENVIRONMENT?.trim() || DEFAULT_ENVIRONMENT;
  const preview = environment === STAGE_ENVIRONMENT;
  const tokenKey = preview ? 'CONTENT_PREVIEW_TOKEN' : 'CONTENT_DELIVERY_TOKEN';
  const accessToken = env[tokenKey]?.trim();
  const missing = [
    typeof space === 'string' && space.trim() !== '' ? undefined : `${spaceKey} (the content space of brand ${brandId})`,
    accessToken ? undefined : `${tokenKey} (the content ${preview ? 'preview' : 'delivery'} access token)`,
  ].filter((item) => item !== undefined);
  if (missing.length > 0) throw new ContentConfigError(`Content configuration is incomplete: set ${missing.join(' and ')} in wrangler.toml [vars] or as secrets.`);

  const service = upstreamService(env, 'content');
  const base = new URL(service.baseUrl);
  // Contentful serves drafts from another host; the embedded API tells them apart by token alone.
  const host = preview && base.host === CONTENTFUL_CDN ? CONTENTFUL_PREVIEW : base.host;
  return {
    host,
    insecure: base.protocol === 'http:',
    basePath: base.pathname.replace(/\/+$/, ''),
    space: String(space).trim(),
    environment,
    preview,
    accessToken: accessToken as string,
    fetch: service.fetch,
  };
}
