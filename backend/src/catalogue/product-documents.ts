import type { WarningRow } from './variant-row';

/**
 * A variant's documents (issue 12): a datasheet for every article and a safety data sheet for
 * every article with a CLP hazard statement (a warning with a signal word; the installer notice
 * EL-BEHORIG is not a chemical hazard). They travel in the variant's assets beside its pictures,
 * as spec point 3's Asset allows (assetType, assetMimeType application/pdf); the shop serves
 * them from its object store under /dokument/ (decision 030).
 */
export const DOCUMENT_KINDS = {
  produktblad: { assetType: 'DATASHEET', label: 'Produktblad' },
  sakerhetsdatablad: { assetType: 'SAFETY_DATA_SHEET', label: 'Säkerhetsdatablad' },
} as const;
export type DocumentKind = keyof typeof DOCUMENT_KINDS;

export const documentUrl = (articleNumber: string, kind: DocumentKind) => `/dokument/${articleNumber}/${kind}.pdf`;

/** True when one of the variant's warnings is a CLP hazard (it has a signal word). */
export const hasChemicalHazard = (codes: readonly string[], warnings: ReadonlyMap<string, WarningRow>) =>
  codes.some((code) => Boolean(warnings.get(code)?.signal_word));

export function documentKindsOf(codes: readonly string[], warnings: ReadonlyMap<string, WarningRow>): DocumentKind[] {
  return hasChemicalHazard(codes, warnings) ? ['produktblad', 'sakerhetsdatablad'] : ['produktblad'];
}

export function documentAssets(articleNumber: string, name: string, kinds: readonly DocumentKind[]) {
  return kinds.map((kind) => ({
    assetType: DOCUMENT_KINDS[kind].assetType,
    assetUrl: documentUrl(articleNumber, kind),
    assetLabel: `${DOCUMENT_KINDS[kind].label} ${name}`,
    assetMimeType: 'application/pdf',
  }));
}
