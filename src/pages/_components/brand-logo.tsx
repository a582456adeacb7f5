import type { BrandConfig } from '../../../brands';

/**
 * Each brand's logo files (brands/<id>/logos/, served under /brands/<id>/ as well), inlined at
 * build time. Drawn as an <img>, every SVG logo is a whole SVG document for the browser to build:
 * on every page the header's and the footer's cost 70–150 ms of main thread at Lighthouse's 4×
 * slowdown (issue 13). Inline, they are part of the page. The files are ours and hold plain shapes
 * (no script, style or id: tests/unit/brand-logos.test.ts), so they go into the page as they are.
 */
const FILES = import.meta.glob<string>('../../../brands/*/logos/*.svg', { query: '?raw', import: 'default', eager: true });

type LogoName = keyof Pick<BrandConfig['logos'], 'logo' | 'logoSmall' | 'lightLogoSmall'>;

/** The markup of a brand's logo, found by the file name its configuration serves it under. */
export function logoMarkup(brand: BrandConfig, name: LogoName): string {
  const file = brand.logos[name].split('/').pop();
  const markup = FILES[`../../../brands/${brand.id}/logos/${file}`];
  if (markup === undefined) throw new Error(`No logo file brands/${brand.id}/logos/${file}`);
  return markup.trim();
}

/** A logo in the page. Named by its own <title> (role="img"), or decoration when `decorative`. */
export function BrandLogo({ brand, name, className, decorative = false }: { brand: BrandConfig; name: LogoName; className: string; decorative?: boolean }) {
  return <span className={className} aria-hidden={decorative || undefined} dangerouslySetInnerHTML={{ __html: logoMarkup(brand, name) }} />;
}
