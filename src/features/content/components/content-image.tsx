import { isStoredImage, sizedImageUrl, widthsFor } from '../../../lib/images/image-widths';
import type { ContentImage } from '../../../lib/upstream/content';

/** A stored picture (decision 024) at every width the image route makes. */
const srcSetOf = (url: string) => (isStoredImage(url) ? widthsFor(url).map((w) => `${sizedImageUrl(url, w)} ${w}w`).join(', ') : undefined);

interface ContentImageProps {
  image: ContentImage;
  /** A different crop for phones (heroes, banners). */
  mobile?: ContentImage | undefined;
  className?: string;
  /** Above the fold: load at once and tell the browser it matters. */
  priority?: boolean;
  /** Decorative images get empty alt text; the heading next to them says the same. */
  decorative?: boolean;
  /** How wide the picture is shown (the `sizes` attribute); full width unless told. */
  sizes?: string;
}

/**
 * An image from the content system with its size, so nothing jumps while it loads; lazy unless it
 * is the first thing on the page. Asset URLs are root-relative (/images/k/… from the object store,
 * with a srcset of the image route's widths; /images/content/… SVG) or https addresses from the
 * content system's CDN.
 */
export function ContentPicture({ image, mobile, className, priority = false, decorative = false, sizes = '100vw' }: ContentImageProps) {
  const srcSet = srcSetOf(image.url);
  const img = (
    <img
      src={srcSet ? sizedImageUrl(image.url, 1200) : image.url}
      {...(srcSet ? { srcSet, sizes } : {})}
      alt={decorative ? '' : (image.description ?? image.title)}
      {...(image.width ? { width: image.width } : {})}
      {...(image.height ? { height: image.height } : {})}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      {...(className && !mobile ? { className } : {})}
    />
  );
  if (!mobile) return img;
  return (
    <picture {...(className ? { className } : {})}>
      <source media="(max-width: 47.99rem)" srcSet={srcSetOf(mobile.url) ?? mobile.url} {...(srcSetOf(mobile.url) ? { sizes: '100vw' } : {})} {...(mobile.width ? { width: mobile.width } : {})} {...(mobile.height ? { height: mobile.height } : {})} />
      {img}
    </picture>
  );
}
