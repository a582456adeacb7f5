import './content-sections.css';
import type { ContentBlockType } from '../../../lib/upstream/content';
import { loadContentBlock } from '../load-content-blocks';
import { InfoBlockView, TextAndMediaView, TextBlockView } from './info-and-text';

/**
 * A text section the page names by its entry id (spec point 7's info block, text and media and
 * text block "by id"): the same views as inside a content page, and nothing when the entry is
 * missing or the content system is down.
 */
export async function ContentBlockById({ type, id }: { type: ContentBlockType; id: string }) {
  const block = await loadContentBlock(type, id);
  if (!block) return null;
  switch (block.type) {
    case 'infoBlock':
      return <InfoBlockView section={block} />;
    case 'textAndMedia':
      return <TextAndMediaView section={block} />;
    case 'textBlock':
      return <TextBlockView section={block} />;
  }
}
