/**
 * The widths the image route makes (decision 024): every srcset asks only these, so the edge
 * cache holds at most seven sizes per image and format. The masters are 800 px wide; a larger
 * width would only upscale.
 */
export const IMAGE_WIDTHS = [96, 160, 240, 320, 480, 640, 800] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export const MASTER_WIDTH: ImageWidth = 800;

/** Stored images (the object store behind /images/{p,c,k}/…): the ones the route can resize. */
const STORED_IMAGE = /^\/images\/[pck]\/[a-z0-9]{1,12}\/[a-z0-9-]{1,80}\.png$/;

export const isStoredImage = (src: string): boolean => STORED_IMAGE.test(src);

export const isImageWidth = (width: number): width is ImageWidth => (IMAGE_WIDTHS as readonly number[]).includes(width);

/** The URL of a stored image at one of the widths. */
export const sizedImageUrl = (src: string, width: ImageWidth): string => `${src}?w=${width}`;
