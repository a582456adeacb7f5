import { get } from './http-get.mjs';
import { median, percentile, round1 } from './stats.mjs';

/** What issue 12 asks of the image route: cold and warm TTFB of a resized product image, card bytes. */
export const IMAGE_AIMS = { cardKB: 15 };
const CARD_WIDTH = 240; // a card's box on a wide screen (src/features/catalogue/listing/product-card.tsx)
const WEBP = 'image/avif,image/webp,*/*';

/**
 * Measures the image route on the category page the bench uses: every card image of its first
 * page at card width (1× and 2×) for bytes; cold TTFB = the first request of a width/format the
 * edge cache has not seen (R2 read, decode, resize, encode), warm = the same URL again (edge cache).
 */
export async function measureImages(origin, { host, categoryPath }) {
  const page = await get(new URL(categoryPath, origin).href, { host });
  const images = [...new Set([...page.body.toString('utf8').matchAll(/<img src="(\/images\/p\/[^"?]+)\?w=\d+"/g)].map((match) => match[1]))];
  if (images.length === 0) throw new Error(`no card images on ${categoryPath}`);
  const fetchImage = (path, accept = WEBP) => get(new URL(path, origin).href, { host, headers: { accept } });

  const cold = [];
  // Widths the page never asked at 1×, so these are first requests for the edge cache.
  for (const image of images) for (const width of [160, 320, 640]) {
    if (cold.length >= 12) break;
    const answer = await fetchImage(`${image}?w=${width}`, 'image/png');
    if (answer.status !== 200) throw new Error(`${image}?w=${width} answered ${answer.status}`);
    if (answer.headers['x-image-cache'] === 'miss') cold.push(answer.ttfbMs);
  }
  const warmPath = `${images[0]}?w=${CARD_WIDTH}`;
  await fetchImage(warmPath);
  const warm = [];
  for (let i = 0; i < 50; i++) warm.push((await fetchImage(warmPath)).ttfbMs);

  const bytesAt = async (width) => {
    const sizes = [];
    for (const image of images) {
      const answer = await fetchImage(`${image}?w=${width}`);
      sizes.push(answer.body.length);
    }
    return { meanKB: round1(sizes.reduce((a, b) => a + b, 0) / sizes.length / 1024), maxKB: round1(Math.max(...sizes) / 1024) };
  };
  return {
    categoryPath,
    distinctImages: images.length,
    product: warmPath,
    coldTtfb: { medianMs: round1(median(cold)), p95Ms: round1(percentile(cold, 95)), n: cold.length },
    warmTtfb: { medianMs: round1(median(warm)), p95Ms: round1(percentile(warm, 95)), n: warm.length },
    card1x: await bytesAt(CARD_WIDTH),
    card2x: await bytesAt(CARD_WIDTH * 2),
  };
}

export function formatImages(result) {
  return [
    `Resized product image ${result.product} (WebP): TTFB cold ${result.coldTtfb.medianMs} ms median (p95 ${result.coldTtfb.p95Ms}, n ${result.coldTtfb.n}), warm ${result.warmTtfb.medianMs} ms (p95 ${result.warmTtfb.p95Ms}, n ${result.warmTtfb.n})`,
    `Card images on ${result.categoryPath} (${result.distinctImages} distinct): ${CARD_WIDTH} px ${result.card1x.meanKB} KB mean, ${result.card1x.maxKB} KB max; ${CARD_WIDTH * 2} px (2×) ${result.card2x.meanKB} KB mean, ${result.card2x.maxKB} KB max (aim under ${IMAGE_AIMS.cardKB} KB at card size)`,
  ].join('\n');
}
