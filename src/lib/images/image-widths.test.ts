import { describe, expect, it } from 'vitest';
import { candidateWidths, isImageWidth, isStoredImage, sizedImageUrl, widthsFor } from './image-widths';

describe('image widths', () => {
  it('knows stored images by their path and nothing else', () => {
    expect(isStoredImage('/images/p/g3/coil-vit-1.png')).toBe(true);
    expect(isStoredImage('/images/k/g3/ljus-hero-start-desktop.png')).toBe(true);
    expect(isStoredImage('/images/content/ljus/logo.svg')).toBe(false);
    expect(isStoredImage('/images/p/g3/../secret.png')).toBe(false);
    expect(isStoredImage('https://example.com/images/p/g3/coil-vit-1.png')).toBe(false);
  });

  it('offers widths up to the master: 800 for products, 1,600 for content', () => {
    expect(widthsFor('/images/p/g3/coil-vit-1.png').at(-1)).toBe(800);
    expect(widthsFor('/images/k/g3/ljus-hero-start-desktop.png').at(-1)).toBe(1600);
    expect(isImageWidth(240)).toBe(true);
    expect(isImageWidth(250)).toBe(false);
    expect(sizedImageUrl('/images/p/g3/coil-vit-1.png', 240)).toBe('/images/p/g3/coil-vit-1.png?w=240');
  });

  it('offers a box of fixed width up to three times its width, and a fluid one every width', () => {
    const product = '/images/p/g3/coil-vit-1.png';
    expect(candidateWidths(product, '64px')).toEqual([96, 160, 240]);
    expect(candidateWidths(product, '44px')).toEqual([96, 160]);
    expect(candidateWidths(product, '400px')).toEqual(widthsFor(product));
    expect(candidateWidths(product, '(min-width: 48rem) 400px, 100vw')).toEqual(widthsFor(product));
    expect(candidateWidths('/images/k/g3/ljus-hero-start-desktop.png', '320px')).toEqual([96, 160, 240, 320, 480, 640, 800, 1200]);
  });
});
