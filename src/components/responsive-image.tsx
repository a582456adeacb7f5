import { candidateWidths, isStoredImage, sizedImageUrl, widthsFor, type ImageWidth } from '../lib/images/image-widths';

export interface ResponsiveImageProps {
  src: string;
  alt: string;
  /** The rendered box in CSS pixels: sets the aspect ratio so nothing shifts while it loads. */
  width: number;
  height: number;
  /** How wide the image is shown at each layout (the `sizes` attribute). */
  sizes: string;
  /** The page's largest image above the fold (LCP): loads at once with high priority. */
  priority?: boolean;
  /** Above the fold but not the LCP image: loads at once without the priority hint. */
  eager?: boolean;
  className?: string | undefined;
}

/** The smallest allowed width that covers the box at 2× density, or the largest there is. */
const fallbackWidth = (src: string, width: number): ImageWidth => {
  const widths = widthsFor(src);
  return widths.find((allowed) => allowed >= width * 2) ?? widths[widths.length - 1]!;
};

/**
 * Every product, category, content and store picture goes through this one component: a stored
 * image (decision 024) gets a srcset of the image route's widths and the sizes it is shown at, so
 * the browser fetches what the layout needs; any other source is a plain image. Width and height
 * are always set; images load lazily unless they are above the fold.
 */
export function ResponsiveImage({ src, alt, width, height, sizes, priority = false, eager = false, className }: ResponsiveImageProps) {
  const stored = isStoredImage(src);
  return (
    <img
      className={className}
      src={stored ? sizedImageUrl(src, fallbackWidth(src, width)) : src || undefined}
      srcSet={stored ? candidateWidths(src, sizes).map((w) => `${sizedImageUrl(src, w)} ${w}w`).join(', ') : undefined}
      sizes={stored ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority || eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
    />
  );
}
