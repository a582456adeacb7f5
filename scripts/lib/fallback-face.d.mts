/** Types of fallback-face.mjs for the unit test that imports it. */
export interface FontMetrics {
  upem: number;
  ascender: number;
  descender: number;
  lineGap: number;
  sampleWidthPerEm: number;
}
export const SAMPLE_TEXT: string;
type Face = 'regular' | 'bold';
export const LOCAL_FALLBACKS: Record<'sans' | 'serif', Record<Face, FontMetrics & { names: string[] }>>;
export const FALLBACK_WEIGHTS: Record<Face, { range: string; measuredAt: number }>;
export function measureFont(bytes: Uint8Array, options?: { weight?: number }): Promise<FontMetrics>;
export function fallbackFaces(family: string, measured: Record<Face, FontMetrics>, kind: string): string;
