/**
 * The content entries the campaign pages name by id (spec point 7: info block, text and media
 * and text block "by id"). Every brand space has its own entries under these ids (seeded in
 * backend/seed/content/campaign-content.mjs); an editor changes the words, never the id.
 */
export const CAMPAIGN_CONTENT_IDS = {
  /** Text and media under the tiles of /kampanjer: what a campaign is and who gets which. */
  overviewIntro: 'kampanjer-intro',
  /** Text block under the campaign tiles: the terms every campaign shares. */
  terms: 'kampanjvillkor',
  /** Info block on each campaign page: how campaign prices meet the buyer's own prices. */
  priceInfo: 'kampanjpris-info',
} as const;
