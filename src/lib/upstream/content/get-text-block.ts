import type { ContentProvider } from './content-provider';
import { getContentBlock } from './get-content-block';

/** A text block by entry id (spec point 7). */
export const getTextBlock = (provider: ContentProvider, id: string) => getContentBlock(provider, 'textBlock', id);
