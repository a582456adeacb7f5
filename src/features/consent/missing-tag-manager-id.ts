const warned = new Set<string>();

/** Spec point 8: a brand without a tag manager id tracks nothing, and says so once per worker instance. */
export function warnMissingTagManagerId(brandId: string): void {
  if (warned.has(brandId)) return;
  warned.add(brandId);
  console.warn('Missing GTM_ID', { brand: brandId });
}
