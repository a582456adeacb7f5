import type { ContentImage } from '../../../lib/upstream/content';

interface ContentImageProps {
  image: ContentImage;
  /** A different crop for phones (heroes, banners). */
  mobile?: ContentImage | undefined;
  className?: string;
  /** Above the fold: load at once and tell the browser it matters. */
  priority?: boolean;
  /** Decorative images get empty alt text; the heading next to them says the same. */
  decorative?: boolean;
}

/**
 * An image from the content system with its size, so nothing jumps while it loads; lazy unless it
 * is the first thing on the page. Asset URLs are root-relative (/images/content/…, served by the
 * shop's image route) or https addresses from the content system's CDN.
 */
export function ContentPicture({ image, mobile, className, priority = false, decorative = false }: ContentImageProps) {
  const img = (
    <img
      src={image.url}
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
      <source media="(max-width: 47.99rem)" srcSet={mobile.url} {...(mobile.width ? { width: mobile.width } : {})} {...(mobile.height ? { height: mobile.height } : {})} />
      {img}
    </picture>
  );
}
