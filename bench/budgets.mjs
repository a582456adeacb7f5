// Performance budgets for `npm run bench`. They are printed next to the figures and rows over
// budget get a "!", but the bench never fails on them: timings on a shared laptop or CI box are
// too noisy to gate merges, so they are a signal for a human to look at.

/** Budgets per route kind; a kind without an entry (api, floor) has no budget. */
export const budgets = {
  page: {
    ttfbMedianMs: 50, // time to first byte, median of sequential requests
    ttfbP95Ms: 120, // and its 95th percentile
    ratioToFloor: 6, // median TTFB / median TTFB of the static asset closest in size
    clientJsGzipKb: 120, // JavaScript a browser downloads for the page, gzip -9, KB = 1024 bytes
  },
};
