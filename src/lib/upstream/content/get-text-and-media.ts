import type { ContentProvider } from './content-provider';
import { getContentBlock } from './get-content-block';

/** A text-and-media block by entry id (spec point 7). */
export const getTextAndMedia = (provider: ContentProvider, id: string) => getContentBlock(provider, 'textAndMedia', id);
