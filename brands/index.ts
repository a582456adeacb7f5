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

/** The brand for a Host header. An unknown or missing host gets the default brand, never an error. */
export function resolveBrand(hostHeader: string | undefined | null): BrandConfig {
  return brandByHostname.get(hostnameOf(hostHeader)) ?? brands[DEFAULT_BRAND_ID];
}
