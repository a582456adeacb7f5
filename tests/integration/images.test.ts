import { beforeAll, describe, expect, inject, it } from 'vitest';
import { shopRequest } from '../support/shop-client';

// The image route (worker/routes/stored-images.ts, decision 024) against the object store the seed
// filled: the URLs come from a real listing page, so the catalogue's keys and the stored images agree.

const get = (path: string, accept = 'image/avif,image/webp,*/*') => fetch(new URL(path, inject('shopOrigin')), { headers: { accept } });

/** Width and height from the file's own header: PNG IHDR, or WebP lossless (VP8L) / lossy (VP8). */
function dimensions(bytes: Uint8Array): { type: string; width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ascii = (from: number, length: number) => String.fromCharCode(...bytes.subarray(from, from + length));
  if (ascii(1, 3) === 'PNG') return { type: 'png', width: view.getUint32(16), height: view.getUint32(20) };
  if (ascii(0, 4) === 'RIFF' && ascii(8, 4) === 'WEBP') {
    if (ascii(12, 4) === 'VP8L') {
      const bits = view.getUint32(21, true);
      return { type: 'webp', width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    }
    if (ascii(12, 4) === 'VP8 ') return { type: 'webp', width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  }
  return { type: 'unknown', width: 0, height: 0 };
}

let productImage = '';
let categoryImage = '';

beforeAll(async () => {
  const page = await shopRequest('/kategorier/el/kabel/installationskabel');
  expect(page.status).toBe(200);
  productImage = /<img src="(\/images\/p\/[^"?]+)\?w=\d+"/.exec(page.body)?.[1] ?? '';
  categoryImage = /<img class="subcategory__image" src="(\/images\/c\/[^"?]+)\?w=\d+"/.exec(page.body)?.[1] ?? '';
  expect(productImage).toMatch(/^\/images\/p\/g\d+\/coil-[a-z]+-1\.png$/);
  expect(categoryImage).toMatch(/^\/images\/c\/g\d+\/el-[a-z]+\.png$/);
});

describe('image route', () => {
  it('scales a product image to each allowed width, as WebP when Accept allows it', async () => {
    for (const width of [96, 240, 480, 800]) {
      const res = await get(`${productImage}?w=${width}`);
      expect(res.status, String(width)).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(dimensions(new Uint8Array(await res.arrayBuffer())), String(width)).toEqual({ type: 'webp', width, height: width });
    }
  });

  it('answers PNG to a browser that does not take WebP, and the master width without w', async () => {
    const png = await get(`${productImage}?w=160`, 'image/png,image/*;q=0.8');
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(dimensions(new Uint8Array(await png.arrayBuffer()))).toEqual({ type: 'png', width: 160, height: 160 });
    const master = await get(productImage);
    expect(dimensions(new Uint8Array(await master.arrayBuffer())).width).toBe(800);
  });

  it('category tiles keep their 3:2 shape', async () => {
    const res = await get(`${categoryImage}?w=320`);
    expect(dimensions(new Uint8Array(await res.arrayBuffer()))).toMatchObject({ width: 320, height: 213 });
  });

  it('is cached for a year as immutable, varies by Accept, and the second answer comes from the edge cache', async () => {
    const path = `${categoryImage}?w=160`;
    const first = await get(path);
    await first.arrayBuffer();
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(first.headers.get('vary')).toBe('Accept');
    // The cache is filled after the answer (waitUntil): ask until it has it.
    let state = '';
    for (let attempt = 0; attempt < 20 && state !== 'hit'; attempt++) {
      const again = await get(path);
      await again.arrayBuffer();
      state = again.headers.get('x-image-cache') ?? '';
    }
    expect(state).toBe('hit');
    // The PNG answer is cached apart from the WebP one.
    const png = await get(path, 'image/png');
    expect(png.headers.get('content-type')).toBe('image/png');
  });

  it("content pictures come from the content API's assets in the store, with a srcset", async () => {
    const front = await shopRequest('/', { host: 'ror.localhost' });
    const hero = /<img src="(\/images\/k\/[a-z0-9]+\/ror-hero-start-desktop\.png)\?w=1200" srcSet="([^"]+)"/.exec(front.body);
    expect(hero?.[2]).toContain(' 1600w');
    const res = await get(`${hero?.[1]}?w=480`);
    // The asset is 1920 × 640; its master is 1600 × 533, scaled to 480 × 160.
    expect(dimensions(new Uint8Array(await res.arrayBuffer()))).toMatchObject({ type: 'webp', width: 480, height: 160 });
  });

  it('refuses a width outside the list with 400 JSON naming the allowed ones', async () => {
    for (const w of ['333', '0', '99999', 'abc', '-5']) {
      const res = await get(`${productImage}?w=${w}`);
      expect(res.status, w).toBe(400);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const body = (await res.json()) as { error: { code: string; allowedWidths: number[] } };
      expect(body.error).toMatchObject({ code: 'bad_width', allowedWidths: [96, 160, 240, 320, 480, 640, 800, 1200, 1600] });
    }
  });

  it('answers 404 JSON for an image the store does not have', async () => {
    for (const path of ['/images/p/g1/nothing-vit-1.png', '/images/p/g2/coil-vit-9.png', '/images/k/g2/UPPER.png', '/images/c/g2/el%2Fcoil.png']) {
      const res = await get(`${path}?w=240`);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toContain('application/json');
    }
  });
});
