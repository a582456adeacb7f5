import type { ContentProvider } from './content-provider';
import { getContentBlock } from './get-content-block';

/** An info block by entry id (spec point 7). */
export const getInfoBlock = (provider: ContentProvider, id: string) => getContentBlock(provider, 'infoBlock', id);
