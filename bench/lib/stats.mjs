// Small statistics helpers, kept exact (sorted samples) rather than histogram-approximated: a
// few hundred samples per route are cheap to sort.

/** The p-th percentile (0–100) by nearest rank; NaN for no samples. */
export function percentile(samples, p) {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export const median = (samples) => percentile(samples, 50);

/** Rounds for display and JSON: timings to 0.1 ms are as precise as loopback noise allows. */
export const round1 = (n) => (Number.isFinite(n) ? Math.round(n * 10) / 10 : null);
