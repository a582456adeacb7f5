import type { Variant } from '../../../lib/catalogue/variant';

type Asset = Variant['images'][number];

/**
 * A variant's assets are its pictures and its documents (spec point 3's Asset carries a MIME
 * type): the gallery and the structured data take the pictures, the document list the PDFs.
 */
export const isPicture = (asset: Asset) => asset.assetMimeType.startsWith('image/');
export const isDocument = (asset: Asset) => asset.assetMimeType === 'application/pdf';

export const picturesOf = (variant: Pick<Variant, 'images'>) => variant.images.filter(isPicture);
export const documentsOf = (variant: Pick<Variant, 'images'>) => variant.images.filter(isDocument);
