/**
 * The widths the image route makes (decision 024): every srcset asks only these, so the edge
 * cache holds at most nine sizes per image and format. Product and category masters are 800 px
 * wide, content pictures up to 1,600; the route never scales up, so a wider ask gets the master.
 */
export const IMAGE_WIDTHS = [96, 160, 240, 320, 480, 640, 800, 1200, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Without a width the route answers the master. */
export const MASTER_WIDTH: ImageWidth = 1600;

/** Stored images (the object store behind /images/{p,c,k}/…): the ones the route can resize. */
const STORED_IMAGE = /^\/images\/[pck]\/[a-z0-9]{1,12}\/[a-z0-9-]{1,80}\.png$/;

export const isStoredImage = (src: string): boolean => STORED_IMAGE.test(src);

export const isImageWidth = (width: number): width is ImageWidth => (IMAGE_WIDTHS as readonly number[]).includes(width);

/** The URL of a stored image at one of the widths. */
export const sizedImageUrl = (src: string, width: ImageWidth): string => `${src}?w=${width}`;

/** The widths a srcset offers: up to the master's width (800 for products and categories, 1,600 for content). */
export const widthsFor = (src: string): readonly ImageWidth[] => (src.startsWith('/images/k/') ? IMAGE_WIDTHS : IMAGE_WIDTHS.filter((width) => width <= 800));

/** The densest screens have 3 device pixels per CSS pixel. */
const MAX_DENSITY = 3;

/**
 * The widths worth offering for an image shown at `sizes`: a box of one fixed width ("64px")
 * never needs more than MAX_DENSITY times that, so wider candidates are never picked and only
 * weigh down the page (a 200-line cart carried seven per thumbnail). A fluid `sizes` gets them all.
 */
export function candidateWidths(src: string, sizes: string): readonly ImageWidth[] {
  const widths = widthsFor(src);
  const fixed = /^(\d+)px$/.exec(sizes.trim());
  if (!fixed) return widths;
  const enough = widths.findIndex((width) => width >= Number(fixed[1]) * MAX_DENSITY);
  return enough === -1 ? widths : widths.slice(0, enough + 1);
}
