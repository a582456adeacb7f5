import { describe, expect, it } from 'vitest';
import { brandUrl, eventually, useBrowser } from './fixtures';

// Card and tile images in Chromium (decision 024): each has a srcset of the image route's widths,
// its box set by width and height, and loads a real picture from the object store.
const browser = useBrowser();

interface ShownImage {
  src: string;
  srcset: string;
  width: string | null;
  height: string | null;
  loading: string;
  naturalWidth: number;
}

describe('listing images', () => {
  it('card images have srcset, width and height, and load', async () => {
    const page = await browser.open(brandUrl('ljus', '/kategorier/el/kabel/installationskabel'));
    const cards = page.locator('.product-card__media img');
    const images = () =>
      cards.evaluateAll((nodes) =>
        (nodes as HTMLImageElement[]).slice(0, 8).map((img) => ({ src: img.currentSrc, srcset: img.srcset, width: img.getAttribute('width'), height: img.getAttribute('height'), loading: img.loading, naturalWidth: img.complete ? img.naturalWidth : 0 })),
      );
    // The first eight are above the fold and load at once; wait until all have arrived.
    await eventually(async () => (await images()).filter((image: ShownImage) => image.naturalWidth > 0).length).toBe(8);
    for (const image of await images()) {
      expect(image.srcset).toMatch(/\?w=240 240w/);
      expect(image).toMatchObject({ width: '240', height: '240', loading: 'eager' });
      expect(image.src).toMatch(/\/images\/p\/[a-z0-9]+\/[a-z]+-[a-z]+-1\.png\?w=\d+$/);
    }
    const tiles = page.locator('.subcategory__image');
    if ((await tiles.count()) > 0) {
      await tiles.first().scrollIntoViewIfNeeded();
      await eventually(() => tiles.first().evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    }
  });

  it("the product page's main picture is the high-priority one", async () => {
    const page = await browser.open(brandUrl('ljus', '/kategorier/el/kabel/installationskabel'));
    await page.locator('.product-card__name a').first().click();
    const main = page.locator('.product-gallery__stage img');
    await eventually(() => main.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    expect(await main.getAttribute('fetchpriority')).toBe('high');
    expect(await main.getAttribute('srcset')).toMatch(/ 800w$/);
  });
});

describe('category icons', () => {
  it("are drawn from the page's own symbols, in the text colour, without fetching an image", async () => {
    const page = await browser.open(brandUrl('ljus', '/'));
    const icons = page.locator('main .category-icon');
    await eventually(() => icons.count()).toBeGreaterThanOrEqual(8);
    const drawn = await icons.evaluateAll((nodes) =>
      nodes.map((icon) => {
        const use = icon.querySelector('use');
        const symbol = use ? document.getElementById((use.getAttribute('href') ?? '').slice(1)) : null;
        return { symbol: symbol?.tagName ?? null, width: use ? use.getBBox().width : 0, stroke: getComputedStyle(icon).stroke, colour: getComputedStyle(icon).color };
      }),
    );
    for (const icon of drawn) {
      expect(icon.symbol).toBe('symbol');
      expect(icon.width).toBeGreaterThan(10);
      expect(icon.stroke).toBe(icon.colour);
    }
    // Each icon file was an SVG document of its own for the browser to build (issue 13).
    const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.includes('/icons/')));
    expect(fetched).toEqual([]);
  });
});
