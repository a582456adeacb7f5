import type { BrandConfig, BrandId } from './brand-schema';
import { config as ljus } from './ljus/config';
import { config as ror } from './ror/config';
import { config as virke } from './virke/config';

export type { BrandConfig, BrandId } from './brand-schema';

export const brands: Readonly<Record<BrandId, BrandConfig>> = { ljus, virke, ror };

export const DEFAULT_BRAND_ID: BrandId = 'ljus';

const brandByHostname = new Map<string, BrandConfig>(
  Object.values(brands).flatMap((brand) => brand.hostnames.map((host) => [host, brand] as const)),
);

/** Lower-cases and strips the port, so "Virke.localhost:8787" finds "virke.localhost". */
export function hostnameOf(hostHeader: string | undefined | null): string {
  if (!hostHeader) return '';
  const host = hostHeader.trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.split(':')[0] ?? '';
}

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOST_HEADER = new RegExp(`^(?:${LABEL}(?:\\.${LABEL})*\\.?|\\[[0-9a-f:.]{2,45}\\])(?::(\\d{1,5}))?$`, 'i');
/** 253 for the name, 6 for a port. */
const MAX_HOST_HEADER_LENGTH = 259;

/**
 * Whether a Host header is a plain host[:port] (RFC 9110/3986): DNS labels or an IPv6 literal,
 * then an optional port 1–65535. Anything else (user info, paths, spaces, an empty value) is not
 * a host of ours and is refused before any work, rather than guessed at.
 */
export function isValidHostHeader(hostHeader: string): boolean {
  if (hostHeader.length > MAX_HOST_HEADER_LENGTH) return false;
  const match = HOST_HEADER.exec(hostHeader);
  if (!match) return false;
  const port = match[1];
  return port === undefined || (Number(port) >= 1 && Number(port) <= 65535);
}

/** The brand for a Host header. An unknown or missing host gets the default brand, never an error. */
export function resolveBrand(hostHeader: string | undefined | null): BrandConfig {
  return brandByHostname.get(hostnameOf(hostHeader)) ?? brands[DEFAULT_BRAND_ID];
}
